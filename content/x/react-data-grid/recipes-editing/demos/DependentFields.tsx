import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

const CITIES: Record<string, string[]> = {
  Canada: ['Montreal', 'Toronto', 'Vancouver'],
  Germany: ['Berlin', 'Hamburg', 'Munich'],
  Japan: ['Osaka', 'Sapporo', 'Tokyo'],
};

interface Office {
  id: number;
  team: string;
  country: string;
  city: string;
}

const rows: GridRowsProp<Office> = [
  { id: 1, team: 'Platform', country: 'Germany', city: 'Berlin' },
  { id: 2, team: 'Mobile', country: 'Japan', city: 'Tokyo' },
  { id: 3, team: 'Payments', country: 'Canada', city: 'Toronto' },
  { id: 4, team: 'Growth', country: 'Germany', city: 'Munich' },
];

const columns: GridColDef<Office>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 140 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(CITIES),
    editable: true,
    width: 160,
    // A new country empties the city, which belonged to the old one.
    valueSetter: (params) => {
      const country = String(params.value);
      return { ...params.row, country, city: country === params.row.country ? params.row.city : '' };
    },
  },
  {
    field: 'city',
    headerName: 'City',
    type: 'singleSelect',
    // The choices follow the row's country.
    valueOptions: ({ row }) => (row ? (CITIES[row.country] ?? []) : Object.values(CITIES).flat()),
    editable: true,
    width: 160,
  },
];

export default function DependentFields() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Offices with a city list that follows the country" />
    </Box>
  );
}
