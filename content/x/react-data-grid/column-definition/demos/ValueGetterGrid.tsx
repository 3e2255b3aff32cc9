import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Member {
  id: number;
  firstName: string;
  lastName: string;
  joined: string;
  address: { city: string; country: string };
}

const rows: Member[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', joined: '2019-03-14', address: { city: 'Lagos', country: 'Nigeria' } },
  { id: 2, firstName: 'Jonas', lastName: 'Becker', joined: '2021-11-02', address: { city: 'Leipzig', country: 'Germany' } },
  { id: 3, firstName: 'Keiko', lastName: 'Tanaka', joined: '2017-06-28', address: { city: 'Sapporo', country: 'Japan' } },
  { id: 4, firstName: 'Lucía', lastName: 'García', joined: '2023-01-09', address: { city: 'Valencia', country: 'Spain' } },
  { id: 5, firstName: 'Omar', lastName: 'Farouk', joined: '2020-08-19', address: { city: 'Alexandria', country: 'Egypt' } },
];

const columns: GridColDef<Member>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    minWidth: 160,
    // A derived value: it sorts and filters like any other.
    valueGetter: (params) => `${params.row.firstName} ${params.row.lastName}`,
  },
  {
    field: 'city',
    headerName: 'City',
    minWidth: 130,
    // A nested property.
    valueGetter: (params) => params.row.address.city,
  },
  {
    field: 'joined',
    headerName: 'Member since',
    type: 'date',
    minWidth: 150,
    // Date columns need Date objects: convert the ISO string.
    valueGetter: (params) => new Date(params.row.joined),
  },
];

export default function ValueGetterGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Club members" hideFooter />
    </Box>
  );
}
