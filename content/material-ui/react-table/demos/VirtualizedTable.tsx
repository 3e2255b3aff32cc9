import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const ROW_COUNT = 10000;
const ROW_HEIGHT = 33; // a dense row: 6 px padding twice, a 20 px line and a 1 px border
const VIEWPORT_HEIGHT = 320;
const OVERSCAN = 5; // extra rows above and below, so fast scrolling shows no gap

const sensors = ['Boiler', 'Chiller', 'Pump A', 'Pump B', 'Fan coil'];

// Each row is computed from its index, so no array of 10,000 objects is kept.
function reading(index: number) {
  return {
    id: index + 1,
    sensor: sensors[index % sensors.length] ?? 'Boiler',
    temperature: (18 + ((index * 37) % 90) / 10).toFixed(1),
  };
}

export default function VirtualizedTable() {
  const [scrollTop, setScrollTop] = useState(0);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(
    ROW_COUNT,
    Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN,
  );
  const rows = Array.from({ length: last - first }, (_, offset) => reading(first + offset));

  return (
    <>
      <TableContainer
        component={Paper}
        sx={{ height: VIEWPORT_HEIGHT }}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        tabIndex={0}
        role="region"
        aria-label="Sensor readings, scrollable"
      >
        <Table
          stickyHeader
          size="small"
          aria-label="Sensor readings"
          aria-rowcount={ROW_COUNT + 1}
          // A wrapped line would make a row taller than ROW_HEIGHT.
          sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
        >
          <TableHead>
            <TableRow aria-rowindex={1}>
              <TableCell>Reading</TableCell>
              <TableCell>Sensor</TableCell>
              <TableCell align="right">Temp. (°C)</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {/* Spacer rows stand in for the rows that are not rendered. */}
            {first > 0 ? <TableRow sx={{ height: first * ROW_HEIGHT }} aria-hidden="true" /> : null}
            {rows.map((row) => (
              <TableRow key={row.id} sx={{ height: ROW_HEIGHT }} aria-rowindex={row.id + 1}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.sensor}</TableCell>
                <TableCell align="right">{row.temperature}</TableCell>
              </TableRow>
            ))}
            {last < ROW_COUNT ? (
              <TableRow sx={{ height: (ROW_COUNT - last) * ROW_HEIGHT }} aria-hidden="true" />
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary">
        Rows {first + 1}–{last} of {ROW_COUNT.toLocaleString('en-US')} are in the DOM.
      </Typography>
    </>
  );
}
