import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
}

const STATIONS = ['Harbour', 'Airport', 'Old town', 'University', 'Botanical garden', 'North hill'];

const rows: Reading[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  station: `${STATIONS[index % STATIONS.length]} #${Math.floor(index / STATIONS.length) + 1}`,
  temperature: 12 + ((index * 7) % 150) / 10,
  humidity: 40 + ((index * 13) % 50),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 180 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', minWidth: 170 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', minWidth: 140 },
];

export default function FixedHeightGrid() {
  return (
    <Box sx={{ height: 350, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Weather stations" hideFooter />
    </Box>
  );
}
