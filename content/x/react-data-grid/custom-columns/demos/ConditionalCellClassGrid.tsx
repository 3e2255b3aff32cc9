import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Sensor {
  id: string;
  room: string;
  temperature: number;
  co2: number;
}

const ROOMS = ['Lobby', 'Meeting room A', 'Meeting room B', 'Open office', 'Server room', 'Kitchen', 'Library'];

const rows: Sensor[] = ROOMS.map((room, index) => ({
  id: `S-${index + 1}`,
  room,
  temperature: 18 + ((index * 7) % 12),
  co2: 450 + ((index * 331) % 1200),
}));

const columns: GridColDef<Sensor>[] = [
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 160 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    minWidth: 170,
    cellClassName: (params: GridCellParams<Sensor, number>) => {
      if ((params.value ?? 0) >= 26) return 'reading--high';
      if ((params.value ?? 0) <= 19) return 'reading--low';
      return '';
    },
  },
  {
    field: 'co2',
    headerName: 'CO₂ (ppm)',
    type: 'number',
    minWidth: 120,
    cellClassName: (params: GridCellParams<Sensor, number>) => ((params.value ?? 0) > 1000 ? 'reading--high' : ''),
  },
];

export default function ConditionalCellClassGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .reading--high': {
          backgroundColor: theme.palette.mode === 'dark' ? 'rgba(244, 67, 54, 0.2)' : 'rgba(244, 67, 54, 0.1)',
          color: theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.dark,
          fontWeight: 600,
        },
        '& .reading--low': {
          backgroundColor: theme.palette.mode === 'dark' ? 'rgba(33, 150, 243, 0.2)' : 'rgba(33, 150, 243, 0.1)',
          color: theme.palette.mode === 'dark' ? theme.palette.info.light : theme.palette.info.dark,
          fontWeight: 600,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} aria-label="Room sensors" hideFooter />
    </Box>
  );
}
