import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Session {
  id: number;
  day: string;
  room: string;
  time: string;
  talk: string;
}

const sessions: Session[] = [
  { id: 1, day: 'Monday', room: 'Hall A', time: '09:00', talk: 'Opening keynote' },
  { id: 2, day: 'Monday', room: 'Hall A', time: '10:30', talk: 'Typed forms at scale' },
  { id: 3, day: 'Monday', room: 'Studio 2', time: '10:30', talk: 'Accessible data tables' },
  { id: 4, day: 'Monday', room: 'Studio 2', time: '14:00', talk: 'Server components in practice' },
  { id: 5, day: 'Tuesday', room: 'Hall A', time: '09:00', talk: 'Design tokens that last' },
  { id: 6, day: 'Tuesday', room: 'Hall A', time: '11:00', talk: 'Testing without mocks' },
  { id: 7, day: 'Tuesday', room: 'Studio 2', time: '11:00', talk: 'Virtualized lists, explained' },
  { id: 8, day: 'Wednesday', room: 'Hall A', time: '09:30', talk: 'Closing panel' },
];

// True when the row repeats the value of the row above it, in the fixed order of the data.
function continuesAbove(row: Session, field: 'day' | 'room'): boolean {
  const index = sessions.findIndex((session) => session.id === row.id);
  const previous = sessions[index - 1];
  if (!previous) {
    return false;
  }
  return field === 'day' ? previous.day === row.day : previous.day === row.day && previous.room === row.room;
}

function continuesBelow(row: Session, field: 'day' | 'room'): boolean {
  const index = sessions.findIndex((session) => session.id === row.id);
  const next = sessions[index + 1];
  return next !== undefined && continuesAbove(next, field);
}

const spanningColumn = (field: 'day' | 'room', headerName: string, minWidth: number): GridColDef<Session> => ({
  field,
  headerName,
  minWidth,
  sortable: false,
  // The value stays in every row (for filtering, export and screen readers); only the repeats are hidden.
  cellClassName: (params) =>
    [continuesAbove(params.row, field) ? 'span-repeat' : '', continuesBelow(params.row, field) ? 'span-continues' : '']
      .join(' ')
      .trim(),
});

const columns: GridColDef<Session>[] = [
  spanningColumn('day', 'Day', 120),
  spanningColumn('room', 'Room', 110),
  { field: 'time', headerName: 'Time', minWidth: 90, sortable: false },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 240, sortable: false },
];

export default function RowSpanningGroupedCells() {
  return (
    <Box
      sx={{
        height: 480,
        width: '100%',
        '& .span-repeat .MuiDataGrid-cellContent': { visibility: 'hidden' },
        '& .span-continues': { borderBottomColor: 'transparent' },
      }}
    >
      <DataGrid
        rows={sessions}
        columns={columns}
        aria-label="Conference schedule with merged day and room cells"
        disableColumnMenu
        hideFooter
      />
    </Box>
  );
}
