import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const invoices = [
  { id: 'INV-2041', client: 'Harbour Café', amount: '€1,240.00' },
  { id: 'INV-2042', client: 'Northwind Books', amount: '€310.50' },
  { id: 'INV-2043', client: 'Atelier Rosa', amount: '€2,980.00' },
];

// As many placeholder rows as a page usually shows, so the table keeps its height.
const placeholderRows = ['a', 'b', 'c'];

export default function SkeletonTable() {
  const [loading, setLoading] = useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Button
        variant="outlined"
        onClick={() => setLoading(!loading)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {loading ? 'Show the data' : 'Reload'}
      </Button>
      <Typography role="status" variant="body2" color="text.secondary">
        {loading ? 'Loading invoices…' : `${invoices.length} invoices`}
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Invoices" aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Client</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {loading
              ? placeholderRows.map((row) => (
                  <TableRow key={row}>
                    <TableCell>
                      <Skeleton width={72} />
                    </TableCell>
                    <TableCell>
                      <Skeleton width="80%" />
                    </TableCell>
                    <TableCell align="right">
                      <Skeleton width={64} sx={{ ml: 'auto' }} />
                    </TableCell>
                  </TableRow>
                ))
              : invoices.map((invoice) => (
                  <TableRow key={invoice.id}>
                    <TableCell>{invoice.id}</TableCell>
                    <TableCell>{invoice.client}</TableCell>
                    <TableCell align="right">{invoice.amount}</TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
