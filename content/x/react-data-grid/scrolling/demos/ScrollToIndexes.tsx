import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

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

// Computed from the index, so every render (server or browser) gets the same rows. 100 rows: the MIT
// grid shows at most 100 rows a page, and scrolling stays within the page shown.
const rows = Array.from({ length: 100 }, (_, index) => ({
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

export default function ScrollToIndexes() {
  const apiRef = useGridApiRef();
  const [rowIndex, setRowIndex] = React.useState('80');

  const goToRow = () => {
    const index = Math.min(Math.max(Number(rowIndex) - 1, 0), rows.length - 1);
    apiRef.current.scrollToIndexes({ rowIndex: index, colIndex: 0 });
    // Focus the cell too, so keyboard users continue from there.
    apiRef.current.setCellFocus(rows[index]?.id ?? 1, 'customer');
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          size="small"
          label="Row number"
          type="number"
          value={rowIndex}
          onChange={(event) => setRowIndex(event.target.value)}
          inputProps={{ min: 1, max: rows.length }}
          sx={{ width: 140 }}
        />
        <Button variant="outlined" onClick={goToRow}>
          Go to row
        </Button>
        <Button onClick={() => apiRef.current.scrollToIndexes({ colIndex: 6 })}>Scroll to the last column</Button>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          aria-label="A thousand orders to scroll through"
        />
      </Box>
    </Stack>
  );
}
