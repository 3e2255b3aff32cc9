import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

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
const rows = Array.from({ length: 200 }, (_, index) => ({
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

// Built on the page's theme, so the grid follows its light or dark mode. The page's theme carries CSS
// variables (extendTheme), which createTheme refuses as input, so the grid's entry is merged in directly.
const withGridDefaults = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiDataGrid: {
      defaultProps: { density: 'compact', showColumnVerticalBorder: true },
      styleOverrides: {
        root: { borderRadius: 0 },
        columnHeader: { textTransform: 'uppercase', fontSize: 12, letterSpacing: 0.5 },
        footerContainer: { minHeight: 44 },
      },
    },
  },
});

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={withGridDefaults}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} aria-label="Orders styled by theme overrides" />
      </Box>
    </ThemeProvider>
  );
}
