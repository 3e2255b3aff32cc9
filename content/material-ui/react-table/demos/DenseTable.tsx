import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const departures = [
  {
    time: '08:12',
    train: 'IC 512',
    destination: 'Hamburg',
    platform: '4',
    delay: 0,
  },
  { time: '08:25', train: 'RE 7', destination: 'Kiel', platform: '2', delay: 5 },
  {
    time: '08:31',
    train: 'ICE 694',
    destination: 'Munich',
    platform: '7',
    delay: 0,
  },
  { time: '08:44', train: 'S 3', destination: 'Airport', platform: '1', delay: 2 },
  {
    time: '08:58',
    train: 'IC 2027',
    destination: 'Cologne',
    platform: '5',
    delay: 12,
  },
  { time: '09:05', train: 'RB 31', destination: 'Lübeck', platform: '3', delay: 0 },
];

export default function DenseTable() {
  return (
    <TableContainer component={Paper}>
      <Table size="small" sx={{ minWidth: 480 }} aria-label="Train departures">
        <TableHead>
          <TableRow>
            <TableCell>Time</TableCell>
            <TableCell>Train</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell align="right">Platform</TableCell>
            <TableCell align="right">Delay (min)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {departures.map((row) => (
            <TableRow key={row.train}>
              <TableCell>{row.time}</TableCell>
              <TableCell component="th" scope="row">
                {row.train}
              </TableCell>
              <TableCell>{row.destination}</TableCell>
              <TableCell align="right">{row.platform}</TableCell>
              <TableCell
                align="right"
                sx={{ color: row.delay >= 10 ? 'error.main' : 'text.primary' }}
              >
                {row.delay === 0 ? 'On time' : `+${row.delay}`}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
