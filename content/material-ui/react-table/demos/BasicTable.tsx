import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Plan {
  name: string;
  storage: number;
  users: number;
  support: string;
  price: number;
}

const plans: Plan[] = [
  { name: 'Starter', storage: 10, users: 1, support: 'Community forum', price: 0 },
  { name: 'Team', storage: 100, users: 10, support: 'Email', price: 29 },
  {
    name: 'Business',
    storage: 1000,
    users: 50,
    support: 'Email and chat',
    price: 99,
  },
  {
    name: 'Enterprise',
    storage: 5000,
    users: 500,
    support: 'Dedicated manager',
    price: 499,
  },
];

export default function BasicTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 560 }} aria-label="Subscription plans">
        <TableHead>
          <TableRow>
            <TableCell>Plan</TableCell>
            <TableCell align="right">Storage (GB)</TableCell>
            <TableCell align="right">Users</TableCell>
            <TableCell>Support</TableCell>
            <TableCell align="right">Price per month ($)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {plans.map((plan) => (
            <TableRow
              key={plan.name}
              sx={{ '&:last-child td, &:last-child th': { border: 0 } }}
            >
              <TableCell component="th" scope="row">
                {plan.name}
              </TableCell>
              <TableCell align="right">
                {plan.storage.toLocaleString('en-US')}
              </TableCell>
              <TableCell align="right">{plan.users}</TableCell>
              <TableCell>{plan.support}</TableCell>
              <TableCell align="right">{plan.price}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
