import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  startDate: Date;
  salary: number;
  rating: number;
  remote: boolean;
}

const FIRST = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Emeka', 'Freya', 'Gustavo', 'Hana', 'Ivan', 'Jonas', 'Keiko', 'Lucía'];
const LAST = ['Okafor', 'Silva', 'Wang', 'Haddad', 'Nwosu', 'Lindqvist', 'Pereira', 'Sato', 'Petrov', 'Becker', 'Rossi', 'Karimi', 'Moreau'];
const DEPARTMENTS = ['Engineering', 'Design', 'Sales', 'Support', 'Finance'];
const CITIES = ['Lisbon', 'Berlin', 'Toronto', 'Nairobi', 'Osaka', 'Bogotá', 'Melbourne'];

// 2,000 staff records computed from their index: the same on every render, with no randomness.
const rows: Employee[] = Array.from({ length: 2000 }, (_, index) => ({
  id: index + 1,
  name: `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`,
  department: DEPARTMENTS[(index * 3) % DEPARTMENTS.length]!,
  city: CITIES[(index * 5) % CITIES.length]!,
  startDate: new Date(Date.UTC(2013 + ((index * 7) % 11), (index * 5) % 12, 1 + ((index * 3) % 28))),
  salary: 42000 + ((index * 7919) % 86) * 1000,
  rating: 1 + ((index * 13) % 5),
  remote: index % 3 === 0,
}));

const salaryFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: DEPARTMENTS, minWidth: 140 },
  { field: 'city', headerName: 'City', minWidth: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', minWidth: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    minWidth: 120,
    valueFormatter: (params) => salaryFormat.format(params.value as number),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    minWidth: 150,
    renderCell: (params) => (
      <Rating value={params.value as number} readOnly size="small" aria-label={`${params.value} out of 5`} />
    ),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', minWidth: 100 },
];

export default function StaffDirectoryGrid() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Staff directory"
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          pagination: { paginationModel: { pageSize: 50 } },
          sorting: { sortModel: [{ field: 'startDate', sort: 'desc' }] },
        }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
