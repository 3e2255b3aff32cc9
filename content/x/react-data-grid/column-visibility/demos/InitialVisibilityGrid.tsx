import Box from '@mui/material/Box';
import { DataGrid, GridToolbarColumnsButton, GridToolbarContainer, type GridColDef } from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string;
  city: string;
  orders: number;
}

const NAMES = ['Amara Okafor', 'Bruno Silva', 'Chen Wang', 'Dalia Haddad', 'Freya Lindqvist', 'Gustavo Pereira'];
const CITIES = ['Lagos', 'Porto', 'Chengdu', 'Beirut', 'Uppsala', 'Recife'];

const rows: Customer[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  phone: `+1 555 01${String(index * 7).padStart(2, '0')}`,
  city: CITIES[index]!,
  orders: 3 + ((index * 5) % 17),
}));

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', minWidth: 190 },
  { field: 'phone', headerName: 'Phone', minWidth: 150 },
  { field: 'city', headerName: 'City', minWidth: 110 },
  { field: 'orders', headerName: 'Orders', type: 'number', minWidth: 100 },
];

function ColumnsToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
    </GridToolbarContainer>
  );
}

export default function InitialVisibilityGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Customers"
        hideFooter
        slots={{ toolbar: ColumnsToolbar }}
        initialState={{
          columns: { columnVisibilityModel: { phone: false, city: false } },
        }}
      />
    </Box>
  );
}
