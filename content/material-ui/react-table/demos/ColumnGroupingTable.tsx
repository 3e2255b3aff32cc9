import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

interface Result {
  region: string;
  q1Revenue: number;
  q1Orders: number;
  q2Revenue: number;
  q2Orders: number;
}

const results: Result[] = [
  { region: 'North', q1Revenue: 412, q1Orders: 1830, q2Revenue: 455, q2Orders: 1964 },
  { region: 'South', q1Revenue: 298, q1Orders: 1402, q2Revenue: 321, q2Orders: 1511 },
  { region: 'East', q1Revenue: 367, q1Orders: 1655, q2Revenue: 349, q2Orders: 1590 },
  { region: 'West', q1Revenue: 505, q1Orders: 2210, q2Revenue: 540, q2Orders: 2388 },
];

export default function ColumnGroupingTable() {
  return (
    <TableContainer component={Paper} sx={{ maxHeight: 300 }}>
      <Table stickyHeader size="small" aria-label="Sales by region and quarter" sx={{ minWidth: 440 }}>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2}>Region</TableCell>
            <TableCell align="center" colSpan={2} scope="colgroup">
              Q1
            </TableCell>
            <TableCell align="center" colSpan={2} scope="colgroup">
              Q2
            </TableCell>
          </TableRow>
          <TableRow>
            {/* The second header row sits below the first one: offset its sticky top. */}
            {['Revenue (k€)', 'Orders', 'Revenue (k€)', 'Orders'].map((label, index) => (
              <TableCell key={index} align="right" sx={{ top: 37 }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((row) => (
            <TableRow key={row.region} hover>
              <TableCell component="th" scope="row">
                {row.region}
              </TableCell>
              <TableCell align="right">{row.q1Revenue}</TableCell>
              <TableCell align="right">{row.q1Orders.toLocaleString('en-US')}</TableCell>
              <TableCell align="right">{row.q2Revenue}</TableCell>
              <TableCell align="right">{row.q2Orders.toLocaleString('en-US')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
