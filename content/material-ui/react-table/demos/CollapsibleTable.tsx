import { useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

interface Order {
  id: string;
  customer: string;
  total: number;
  lines: { product: string; quantity: number; price: number }[];
}

const orders: Order[] = [
  {
    id: 'SO-2201',
    customer: 'Harbour Café',
    total: 96,
    lines: [
      { product: 'Espresso beans, 1 kg', quantity: 2, price: 32 },
      { product: 'Oat milk, 6 pack', quantity: 2, price: 16 },
    ],
  },
  {
    id: 'SO-2202',
    customer: 'Maple Bakery',
    total: 58,
    lines: [{ product: 'Rye flour, 10 kg', quantity: 2, price: 29 }],
  },
  {
    id: 'SO-2203',
    customer: 'Northside Deli',
    total: 141,
    lines: [
      { product: 'Olive oil, 5 l', quantity: 1, price: 45 },
      { product: 'Sea salt, 1 kg', quantity: 4, price: 6 },
      { product: 'Parmesan, 2 kg', quantity: 1, price: 72 },
    ],
  },
];

function OrderRow({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const detailsId = `order-details-${order.id}`;

  return (
    <>
      <TableRow sx={{ '& > td, & > th': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Order lines of ${order.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {order.id}
        </TableCell>
        <TableCell>{order.customer}</TableCell>
        <TableCell align="right">{order.total}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={4}>
          <Collapse in={open} timeout="auto" id={detailsId}>
            <Box sx={{ m: 1, mb: 2 }}>
              <Typography variant="subtitle2" component="h4" gutterBottom>
                Order lines
              </Typography>
              <Table size="small" aria-label={`Lines of ${order.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Product</TableCell>
                    <TableCell align="right">Quantity</TableCell>
                    <TableCell align="right">Price (€)</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.lines.map((line) => (
                    <TableRow key={line.product}>
                      <TableCell component="th" scope="row">
                        {line.product}
                      </TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{line.price}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper}>
      <Table aria-label="Orders with expandable lines" sx={{ minWidth: 420 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
            <TableCell>Order</TableCell>
            <TableCell>Customer</TableCell>
            <TableCell align="right">Total (€)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
