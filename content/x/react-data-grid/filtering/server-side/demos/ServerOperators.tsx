import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbar,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
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

// The "database": computed from the index, so it is the same on every render.
const allOrders = Array.from({ length: 2000 }, (_, index) => ({
  id: index + 1,
  customer: customers[(index * 7) % customers.length] ?? '',
  country: countries[(index * 3) % countries.length] ?? '',
  product: products[(index * 5) % products.length] ?? '',
  quantity: ((index * 13) % 20) + 1,
  status: statuses[(index * 11) % statuses.length] ?? '',
}));

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: statuses,
    width: 130,
  },
];

type Order = (typeof allOrders)[number];

function matches(order: Order, item: GridFilterItem): boolean {
  if (item.value === undefined || item.value === '') return true;
  const cell = order[item.field as keyof Order];
  const text = String(cell).toLowerCase();
  const wanted = String(item.value).toLowerCase();
  switch (item.operator) {
    case 'contains':
      return text.includes(wanted);
    case 'equals':
    case 'is':
      return text === wanted;
    case 'startsWith':
      return text.startsWith(wanted);
    case '>=':
      return Number(cell) >= Number(item.value);
    case '<=':
      return Number(cell) <= Number(item.value);
    default:
      return true;
  }
}

/** Stands in for a request to your API: filters on the "server" and answers after a delay. */
function fetchOrders(filterModel: GridFilterModel, signal: AbortSignal) {
  return new Promise<Order[]>((resolve) => {
    const timer = setTimeout(() => {
      const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
      resolve(
        allOrders.filter(
          (order) =>
            filterModel.items.every((item) => matches(order, item)) &&
            words.every((word) => Object.values(order).some((value) => String(value).toLowerCase().includes(word))),
        ),
      );
    }, 600);
    signal.addEventListener('abort', () => clearTimeout(timer));
  });
}

// Offer only the operators the server understands.
const serverColumns: GridColDef[] = columns.map((column) => {
  if (column.type === 'number') {
    return {
      ...column,
      filterOperators: getGridNumericOperators().filter((op) => ['>=', '<='].includes(op.value)),
    };
  }
  if (column.type === 'singleSelect') {
    return {
      ...column,
      filterOperators: getGridSingleSelectOperators().filter((op) => op.value === 'is'),
    };
  }
  return {
    ...column,
    filterOperators: getGridStringOperators().filter((op) => ['contains', 'equals', 'startsWith'].includes(op.value)),
  };
});

export default function ServerOperators() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'quantity', operator: '>=', value: 18 }],
  });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    fetchOrders(filterModel, controller.signal).then((result) => {
      setRows(result);
      setLoading(false);
    });
    return () => controller.abort();
  }, [filterModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={serverColumns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        loading={loading}
        slots={{ toolbar: GridToolbar }}
        aria-label="Orders with the operators a simulated server supports"
      />
    </Box>
  );
}
