import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, gridExpandedSortedRowIdsSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

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
const initialRows = Array.from({ length: 60 }, (_, index) => ({
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

export default function ScrollToNewRow() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);
  const pendingId = React.useRef<number | null>(null);

  const addRow = () => {
    const id = rows.length + 1;
    pendingId.current = id;
    setRows((current) => [
      ...current,
      { ...current[0]!, id, customer: 'New customer', quantity: 1, status: 'Pending', orderDate: new Date(2024, 0, 2) },
    ]);
  };

  React.useEffect(() => {
    const id = pendingId.current;
    if (id === null) return;
    pendingId.current = null;
    // Find where the new row landed after sorting and filtering, then bring it into view.
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (rowIndex >= 0) {
      apiRef.current.scrollToIndexes({ rowIndex });
      apiRef.current.selectRow(id, true, true);
    }
  }, [rows, apiRef]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box>
        {/* The MIT grid shows at most 100 rows a page, and scrolling stays within the page shown. */}
        <Button variant="outlined" onClick={addRow} disabled={rows.length >= 100}>
          Add an order
        </Button>
      </Box>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="Orders that scroll to a new row"
        />
      </Box>
    </Stack>
  );
}
