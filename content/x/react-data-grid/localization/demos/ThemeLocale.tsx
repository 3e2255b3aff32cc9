import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE as materialDeDE } from '@mui/material/locale';
import { DataGrid, GridToolbar, deDE, type GridColDef } from '@mui/x-data-grid';

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
const rows = Array.from({ length: 120 }, (_, index) => ({
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

// The grid's German texts and Material UI's (the pagination "Zeilen pro Seite"), on top of the page's theme.
// The page's theme carries CSS variables (extendTheme), which createTheme refuses as input, so the locales'
// component entries are merged in directly; with a theme from createTheme, createTheme(theme, deDE, materialDeDE) does it.
const germanTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: { ...outerTheme.components, ...materialDeDE.components, ...deDE.components },
});

export default function ThemeLocale() {
  return (
    <ThemeProvider theme={germanTheme}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} slots={{ toolbar: GridToolbar }} aria-label="Orders in German" />
      </Box>
    </ThemeProvider>
  );
}
