import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const invoices = [
  { id: 'INV-1042', client: 'Northwind', amount: '$1,280.00' },
  { id: 'INV-1043', client: 'Globex', amount: '$560.00' },
  { id: 'INV-1044', client: 'Initech', amount: '$2,015.50' },
];

export default function MediaQueryAlternative() {
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'));

  if (!isWide) {
    return (
      <List dense aria-label="Invoices">
        {invoices.map((invoice) => (
          <ListItem key={invoice.id} divider>
            <ListItemText
              primary={`${invoice.client} · ${invoice.amount}`}
              secondary={invoice.id}
            />
          </ListItem>
        ))}
      </List>
    );
  }

  return (
    <Table size="small" aria-label="Invoices">
      <TableHead>
        <TableRow>
          <TableCell>Invoice</TableCell>
          <TableCell>Client</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell>{invoice.id}</TableCell>
            <TableCell>{invoice.client}</TableCell>
            <TableCell align="right">{invoice.amount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
