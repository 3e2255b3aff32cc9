import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const sensors = ['North gate', 'Loading dock', 'Cold room', 'Server room', 'Roof', 'Car park'];

// 100,000 readings, computed from the index (no data file to download).
const rows = Array.from({ length: 100_000 }, (_, index) => ({
  id: index + 1,
  sensor: sensors[index % sensors.length],
  temperature: Math.round((18 + 6 * Math.sin(index / 40) + (index % 7) * 0.3) * 10) / 10,
  humidity: 35 + ((index * 13) % 40),
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Reading', type: 'number', width: 110 },
  { field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 150 },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 170 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 140 },
];

export default function ManyRows() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Pagination stays on in the MIT grid (100 rows at most per page); the Pro grid can drop it.
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        pageSizeOptions={[100]}
        aria-label="One hundred thousand sensor readings"
      />
    </Box>
  );
}
