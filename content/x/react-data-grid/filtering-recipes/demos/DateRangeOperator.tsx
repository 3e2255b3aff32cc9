import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridToolbar,
  getGridDateOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';

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

const baseColumns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 140 },
  { field: 'orderDate', headerName: 'Order date', type: 'date', width: 160 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: statuses, width: 130 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 120 },
];

type Range = [from?: string, to?: string];

function RangeInput({ item, applyValue }: GridFilterInputValueProps) {
  const [from, to] = (item.value as Range | undefined) ?? [];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end', height: 48 }}>
      <TextField
        type="date"
        variant="standard"
        label="From"
        value={from ?? ''}
        onChange={(event) => applyValue({ ...item, value: [event.target.value || undefined, to] })}
        InputLabelProps={{ shrink: true }}
      />
      <TextField
        type="date"
        variant="standard"
        label="To"
        value={to ?? ''}
        onChange={(event) => applyValue({ ...item, value: [from, event.target.value || undefined] })}
        InputLabelProps={{ shrink: true }}
      />
    </Stack>
  );
}

const toDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, day ?? 1).getTime();
};

const betweenOperator: GridFilterOperator = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    const [from, to] = (filterItem.value as Range | undefined) ?? [];
    if (!from && !to) return null;
    return (params) => {
      const time = (params.value as Date).getTime();
      return (!from || time >= toDay(from)) && (!to || time <= toDay(to));
    };
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value[0] ?? '…'} – ${value[1] ?? '…'}`,
};

const rangeColumns: GridColDef[] = baseColumns.map((column) =>
  column.field === 'orderDate' ? { ...column, filterOperators: [betweenOperator, ...getGridDateOperators()] } : column,
);

export default function DateRangeOperator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={rangeColumns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: { items: [{ field: 'orderDate', operator: 'between', value: ['2023-03-01', '2023-05-31'] }] },
          },
        }}
        aria-label="Orders placed between two dates"
      />
    </Box>
  );
}
