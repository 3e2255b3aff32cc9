import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  code: string;
  from: string;
  to: string;
  departure: string;
}

// The rows have no `id` field: the flight code identifies each one.
const rows: Flight[] = [
  { code: 'TP1336', from: 'Lisbon', to: 'London', departure: '07:25' },
  { code: 'LH1173', from: 'Frankfurt', to: 'Lisbon', departure: '09:40' },
  { code: 'KL1692', from: 'Amsterdam', to: 'Porto', departure: '11:05' },
  { code: 'IB3105', from: 'Madrid', to: 'Lisbon', departure: '13:50' },
  { code: 'AF1024', from: 'Paris', to: 'Lisbon', departure: '16:15' },
];

const columns: GridColDef<Flight>[] = [
  { field: 'code', headerName: 'Flight', width: 110 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 130 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 130 },
  { field: 'departure', headerName: 'Departure', width: 120 },
];

const getRowId = (row: Flight) => row.code;

export default function RowIdGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} aria-label="Departures" />
    </Box>
  );
}
