import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridLogicOperator, GridToolbar, type GridFilterModel, type GridColDef } from '@mui/x-data-grid';

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
const rows = Array.from({ length: 500 }, (_, index) => ({
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
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 130,
  },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

export default function QuickFilterLogic() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['Kenya', 'lamp'],
    quickFilterLogicOperator: GridLogicOperator.And,
  });

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterModel.quickFilterLogicOperator}
        onChange={(_event, value: GridLogicOperator | null) => {
          if (value !== null)
            setFilterModel((model) => ({
              ...model,
              quickFilterLogicOperator: value,
            }));
        }}
        aria-label="How the search words combine"
      >
        <ToggleButton value={GridLogicOperator.And}>Every word</ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Any word</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          aria-label="Orders searched for Kenya and lamp"
        />
      </Box>
    </Stack>
  );
}
