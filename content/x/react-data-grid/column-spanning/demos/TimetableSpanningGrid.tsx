import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

const SLOTS = ['9:00', '10:00', '11:00', '12:00', '13:00', '14:00'] as const;
type Slot = (typeof SLOTS)[number];

type Day = { id: string; day: string } & Record<Slot, string>;

const rows: Day[] = [
  { id: 'mon', day: 'Monday', '9:00': 'Maths', '10:00': 'Maths', '11:00': 'History', '12:00': 'Lunch', '13:00': 'Chemistry lab', '14:00': 'Chemistry lab' },
  { id: 'tue', day: 'Tuesday', '9:00': 'English', '10:00': 'Biology', '11:00': 'Biology', '12:00': 'Lunch', '13:00': 'Sport', '14:00': 'Sport' },
  { id: 'wed', day: 'Wednesday', '9:00': 'Physics', '10:00': 'Maths', '11:00': 'Art', '12:00': 'Lunch', '13:00': 'Art', '14:00': 'Music' },
  { id: 'thu', day: 'Thursday', '9:00': 'Field trip', '10:00': 'Field trip', '11:00': 'Field trip', '12:00': 'Field trip', '13:00': 'Field trip', '14:00': 'Field trip' },
  { id: 'fri', day: 'Friday', '9:00': 'Geography', '10:00': 'English', '11:00': 'Maths', '12:00': 'Lunch', '13:00': 'Project work', '14:00': 'Project work' },
];

// A lesson spans as many slots as it lasts: the first slot covers the repeats that follow it.
function lessonSpan(params: GridCellParams<Day>) {
  const start = SLOTS.indexOf(params.field as Slot);
  let span = 1;
  while (start + span < SLOTS.length && params.row[SLOTS[start + span]!] === params.row[SLOTS[start]!]) {
    span += 1;
  }
  return span;
}

const columns: GridColDef<Day>[] = [
  { field: 'day', headerName: 'Day', minWidth: 120 },
  ...SLOTS.map(
    (slot): GridColDef<Day> => ({
      field: slot,
      headerName: slot,
      minWidth: 130,
      flex: 1,
      sortable: false,
      colSpan: lessonSpan,
      cellClassName: (params) => (params.value === 'Lunch' ? 'lesson--break' : 'lesson'),
    }),
  ),
];

export default function TimetableSpanningGrid() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .lesson': { borderRight: 1, borderColor: 'divider' },
        '& .lesson--break': { color: 'text.secondary', fontStyle: 'italic', borderRight: 1, borderColor: 'divider' },
      }}
    >
      <DataGrid rows={rows} columns={columns} aria-label="Class timetable" hideFooter disableColumnMenu />
    </Box>
  );
}
