import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Session {
  id: number;
  day: string;
  room: string;
  talk: string;
  seats: number;
}

const rows: Session[] = [
  { id: 1, day: 'Monday', room: 'Hall A', talk: 'Opening keynote', seats: 400 },
  { id: 2, day: 'Monday', room: 'Hall A', talk: 'Typed forms at scale', seats: 400 },
  { id: 3, day: 'Monday', room: 'Studio 2', talk: 'Accessible data tables', seats: 80 },
  { id: 4, day: 'Tuesday', room: 'Hall A', talk: 'Design tokens that last', seats: 400 },
  { id: 5, day: 'Tuesday', room: 'Studio 2', talk: 'Virtualized lists, explained', seats: 80 },
  { id: 6, day: 'Wednesday', room: 'Hall A', talk: 'Closing panel', seats: 400 },
];

const columns: GridColDef<Session>[] = [
  { field: 'day', headerName: 'Day', minWidth: 110 },
  { field: 'room', headerName: 'Room', minWidth: 110 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 220 },
  { field: 'seats', headerName: 'Seats', type: 'number', minWidth: 90 },
];

export default function RowSpanningGroupingPremium() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aria-label="Schedule grouped by day"
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['day'] }, columns: { columnVisibilityModel: { day: false } } }}
        hideFooter
      />
    </Box>
  );
}
