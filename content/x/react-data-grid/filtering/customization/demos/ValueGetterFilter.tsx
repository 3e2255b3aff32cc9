import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const firstNames = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Emil', 'Farah', 'Goran', 'Hana'];
const lastNames = ['Okafor', 'Silva', 'Wang', 'Haddad', 'Novak', 'Rahman', 'Petrov'];

// Computed from the index, so every render gets the same rows.
const rows = Array.from({ length: 56 }, (_, index) => ({
  id: index + 1,
  firstName: firstNames[index % firstNames.length],
  lastName: lastNames[(index * 3) % lastNames.length],
  hoursPerWeek: 16 + ((index * 5) % 25),
}));

const columns: GridColDef[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    minWidth: 180,
    // The filter compares this computed value, so "amara sil" finds Amara Silva.
    valueGetter: (params) => `${params.row.firstName} ${params.row.lastName}`,
  },
  {
    field: 'hoursPerWeek',
    headerName: 'Hours per week',
    type: 'number',
    width: 150,
    // The formatter only changes the display: the filter still compares numbers.
    valueFormatter: (params) => `${params.value as number} h`,
  },
];

export default function ValueGetterFilter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'fullName', operator: 'contains', value: 'amara' }],
            },
          },
        }}
        aria-label="Staff filtered on a computed full name"
      />
    </Box>
  );
}
