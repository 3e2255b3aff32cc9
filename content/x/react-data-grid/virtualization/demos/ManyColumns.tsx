import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const DAYS = 365;
const start = new Date(2023, 0, 1);
const dayLabel = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

// One column per day of the year, plus the store name.
const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 150 },
  ...Array.from({ length: DAYS }, (_, day) => ({
    field: `day${day}`,
    headerName: dayLabel.format(new Date(start.getFullYear(), start.getMonth(), start.getDate() + day)),
    type: 'number' as const,
    width: 90,
  })),
];

const stores = ['Lisbon', 'Porto', 'Madrid', 'Seville', 'Lyon', 'Milan', 'Munich', 'Vienna', 'Prague', 'Warsaw'];

const rows = stores.map((store, index) => {
  const row: Record<string, string | number> = { id: index + 1, store };
  for (let day = 0; day < DAYS; day += 1) row[`day${day}`] = 40 + ((index * 17 + day * 29) % 160);
  return row;
});

export default function ManyColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Daily sales of ten stores over a year" />
    </Box>
  );
}
