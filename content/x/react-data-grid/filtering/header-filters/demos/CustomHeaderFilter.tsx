import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridHeaderFilterCellProps,
} from '@mui/x-data-grid-pro';

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
const rows = Array.from({ length: 1000 }, (_, index) => ({
  id: index + 1,
  customer: customers[(index * 7) % customers.length],
  country: countries[(index * 3) % countries.length],
  product: products[(index * 5) % products.length],
  quantity: ((index * 13) % 20) + 1,
  orderDate: new Date(2023, index % 12, (index % 28) + 1),
  status: statuses[(index * 11) % statuses.length],
  paid: index % 3 !== 0,
}));

const allColumns: GridColDef[] = [
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

function PaidHeaderFilter({ colDef }: GridHeaderFilterCellProps) {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const current = filterModel.items.find((item) => item.field === colDef.field)?.value ?? '';

  return (
    <TextField
      select
      variant="standard"
      size="small"
      fullWidth
      value={current}
      onChange={(event) => {
        const value = event.target.value;
        const others = filterModel.items.filter((item) => item.field !== colDef.field);
        apiRef.current.setFilterModel({
          ...filterModel,
          items: value === '' ? others : [...others, { id: 'paid', field: colDef.field, operator: 'is', value }],
        });
      }}
      inputProps={{ 'aria-label': 'Filter by payment' }}
      sx={{ mx: 1 }}
    >
      <MenuItem value="">All</MenuItem>
      <MenuItem value="true">Paid</MenuItem>
      <MenuItem value="false">Unpaid</MenuItem>
    </TextField>
  );
}

const columns: GridColDef[] = allColumns.map((column) => {
  if (column.field === 'paid') {
    return {
      ...column,
      width: 120,
      renderHeaderFilter: (params: GridHeaderFilterCellProps) => <PaidHeaderFilter {...params} />,
    };
  }
  if (column.field === 'orderDate') {
    // No filter cell for this column.
    return { ...column, renderHeaderFilter: () => null };
  }
  return column;
});

export default function CustomHeaderFilter() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        unstable_headerFilters
        // Material UI's Select, named by its label (the native one is unnamed in 6.18.7).
        slotProps={{ baseSelect: { native: false } }}
        aria-label="Orders with a custom payment filter in the header"
      />
    </Box>
  );
}
