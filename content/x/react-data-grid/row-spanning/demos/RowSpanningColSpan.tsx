import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Lesson {
  id: number;
  time: string;
  monday: string;
  tuesday: string;
  wednesday: string;
}

const rows: Lesson[] = [
  { id: 1, time: '08:30', monday: 'Mathematics', tuesday: 'Biology', wednesday: 'History' },
  { id: 2, time: '09:30', monday: 'Chemistry', tuesday: 'Literature', wednesday: 'Mathematics' },
  { id: 3, time: '10:30', monday: 'Break', tuesday: '', wednesday: '' },
  { id: 4, time: '11:00', monday: 'Physics', tuesday: 'Geography', wednesday: 'Art' },
  { id: 5, time: '12:00', monday: 'Lunch', tuesday: '', wednesday: '' },
];

const isWholeRowBreak = (row: Lesson) => row.monday === 'Break' || row.monday === 'Lunch';

const columns: GridColDef<Lesson>[] = [
  { field: 'time', headerName: 'Time', minWidth: 80 },
  {
    field: 'monday',
    headerName: 'Monday',
    flex: 1,
    minWidth: 120,
    // A break covers the three day columns.
    colSpan: ({ row }) => (isWholeRowBreak(row) ? 3 : undefined),
    cellClassName: ({ row }) => (isWholeRowBreak(row) ? 'break-cell' : ''),
  },
  { field: 'tuesday', headerName: 'Tuesday', flex: 1, minWidth: 120 },
  { field: 'wednesday', headerName: 'Wednesday', flex: 1, minWidth: 120 },
];

export default function RowSpanningColSpan() {
  return (
    <Box
      sx={(theme) => ({
        height: 330,
        width: '100%',
        '& .break-cell': {
          justifyContent: 'center',
          fontStyle: 'italic',
          backgroundColor: theme.palette.mode === 'dark' ? theme.palette.grey[900] : theme.palette.grey[100],
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} aria-label="Timetable with breaks spanning all days" disableColumnMenu hideFooter />
    </Box>
  );
}
