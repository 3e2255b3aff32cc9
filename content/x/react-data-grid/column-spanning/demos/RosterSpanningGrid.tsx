import Box from '@mui/material/Box';
import { DataGridPro, type GridCellParams, type GridColDef } from '@mui/x-data-grid-pro';

const DAYS = Array.from({ length: 14 }, (_, index) => `d${index + 1}`);
const SHIFTS = ['Early', 'Late', 'Night', 'Off'];
const STAFF = ['Amara Okafor', 'Bruno Silva', 'Chen Wang', 'Dalia Haddad', 'Emeka Nwosu', 'Freya Lindqvist'];

interface RosterRow {
  id: number;
  name: string;
  shifts: Record<string, string>;
}

// Each person works blocks of the same shift; the block lengths come from their position in the list.
const rows: RosterRow[] = STAFF.map((name, person) => {
  const row: RosterRow = { id: person + 1, name, shifts: {} };
  let day = 0;
  let block = person;
  while (day < DAYS.length) {
    const length = 1 + ((block * 3 + person) % 4);
    const shift = SHIFTS[(block + person) % SHIFTS.length]!;
    for (let i = 0; i < length && day < DAYS.length; i += 1, day += 1) row.shifts[DAYS[day]!] = shift;
    block += 1;
  }
  return row;
});

function shiftSpan(params: GridCellParams<RosterRow>) {
  const start = DAYS.indexOf(params.field);
  // Start a span only at the first day of a block.
  if (start > 0 && params.row.shifts[DAYS[start - 1]!] === params.value) return 1;
  let span = 1;
  while (start + span < DAYS.length && params.row.shifts[DAYS[start + span]!] === params.value) span += 1;
  return span;
}

const columns: GridColDef<RosterRow>[] = [
  { field: 'name', headerName: 'Employee', width: 170 },
  ...DAYS.map(
    (day, index): GridColDef<RosterRow> => ({
      field: day,
      headerName: `Day ${index + 1}`,
      width: 90,
      sortable: false,
      valueGetter: (params) => params.row.shifts[day],
      colSpan: shiftSpan,
      cellClassName: 'roster-shift',
    }),
  ),
];

export default function RosterSpanningGrid() {
  return (
    <Box sx={{ height: 420, width: '100%', '& .roster-shift': { borderRight: 1, borderColor: 'divider' } }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        aria-label="Two-week shift roster"
        hideFooter
        disableColumnMenu
        initialState={{ pinnedColumns: { left: ['name'] } }}
      />
    </Box>
  );
}
