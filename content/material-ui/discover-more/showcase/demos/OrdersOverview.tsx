import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

type Status = 'Shipped' | 'Processing' | 'Pending' | 'Cancelled';

const statusColor: Record<Status, ChipProps['color']> = {
  Shipped: 'success',
  Processing: 'primary',
  Pending: 'default',
  Cancelled: 'error',
};

const figures = [
  { label: 'Orders today', value: '128' },
  { label: 'Revenue', value: '$9,420' },
  { label: 'Returns', value: '3' },
];

const orders: { id: string; customer: string; total: string; status: Status }[] = [
  { id: 'A-1042', customer: 'Hannah Ortiz', total: '$182.00', status: 'Shipped' },
  { id: 'A-1043', customer: 'Kenji Watanabe', total: '$64.50', status: 'Processing' },
  { id: 'A-1044', customer: 'Amara Okafor', total: '$310.25', status: 'Pending' },
  { id: 'A-1045', customer: 'Lukas Schmidt', total: '$27.90', status: 'Cancelled' },
];

export default function OrdersOverview() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 640 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {figures.map((figure) => (
          <Paper key={figure.label} variant="outlined" sx={{ p: 2, flex: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {figure.label}
            </Typography>
            <Typography variant="h5" component="p">
              {figure.value}
            </Typography>
          </Paper>
        ))}
      </Stack>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Latest orders">
          <TableHead>
            <TableRow>
              <TableCell>Order</TableCell>
              <TableCell>Customer</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell>{order.id}</TableCell>
                <TableCell>{order.customer}</TableCell>
                <TableCell align="right">{order.total}</TableCell>
                <TableCell>
                  <Chip label={order.status} color={statusColor[order.status]} size="small" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}
