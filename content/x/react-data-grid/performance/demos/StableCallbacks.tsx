import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridRowClassNameParams, type GridRowSelectionModel, type GridColDef } from '@mui/x-data-grid';

const customers = [
  'Amara Okafor',
  'Bruno Silva',
  'Chen Wang',
  'Dalia Haddad',
  'Emil Novak',
  'Farah Rahman',
  'Hana Sato',
  'Inês Costa',
  'Jonas Berg',
  'Luca Moretti',
  'Zoë Petrov',
];
const countries = ['Brazil', 'Canada', 'France', 'Germany', 'India', 'Japan', 'Kenya', 'Mexico', 'Norway', 'Spain'];
const products = [
  'Desk lamp',
  'Office chair',
  'Standing desk',
  'Wireless mouse',
  '27-inch monitor',
  'Notebook pack',
  'Fountain pen',
  'Bookshelf',
];
const statuses = ['Pending', 'Shipped', 'Delivered', 'Cancelled'];

// Computed from the index, so every render (server or browser) gets the same rows.
const rows = Array.from({ length: 2000 }, (_, index) => ({
  id: index + 1,
  customer: customers[(index * 7) % customers.length],
  country: countries[(index * 3) % countries.length],
  product: products[(index * 5) % products.length],
  quantity: ((index * 13) % 20) + 1,
  orderDate: new Date(2023, index % 12, (index % 28) + 1),
  status: statuses[(index * 11) % statuses.length],
  paid: index % 3 !== 0,
}));

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'orderDate', headerName: 'Order date', type: 'date', width: 130 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 130 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

// Pure helpers live outside the component: the same function on every render.
const getRowClassName = (params: GridRowClassNameParams) => (params.row.status === 'Cancelled' ? 'row--cancelled' : '');

export default function StableCallbacks() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>([]);

  // Callbacks that need state are wrapped in useCallback.
  const handleSelection = React.useCallback((model: GridRowSelectionModel) => setSelection(model), []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {selection.length} orders selected
      </Typography>
      <Box sx={{ height: 400, width: '100%', '& .row--cancelled': { color: 'text.secondary' } }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selection}
          onRowSelectionModelChange={handleSelection}
          getRowClassName={getRowClassName}
          aria-label="Orders with stable callbacks"
        />
      </Box>
    </Stack>
  );
}
