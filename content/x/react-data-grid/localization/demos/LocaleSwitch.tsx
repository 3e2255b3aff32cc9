import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridToolbar, deDE, enUS, frFR, jaJP, ptBR, type GridColDef } from '@mui/x-data-grid';

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

const locales = { enUS, frFR, deDE, jaJP, ptBR };
type LocaleName = keyof typeof locales;

const languageNames: Record<LocaleName, string> = {
  enUS: 'English',
  frFR: 'Français',
  deDE: 'Deutsch',
  jaJP: '日本語',
  ptBR: 'Português (Brasil)',
};

export default function LocaleSwitch() {
  const [locale, setLocale] = React.useState<LocaleName>('frFR');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Grid language"
        value={locale}
        onChange={(event) => setLocale(event.target.value as LocaleName)}
        sx={{ width: 220, maxWidth: '100%' }}
      >
        {(Object.keys(locales) as LocaleName[]).map((name) => (
          <MenuItem key={name} value={name}>
            {languageNames[name]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          localeText={locales[locale].components.MuiDataGrid.defaultProps.localeText}
          aria-label="Orders in the chosen language"
        />
      </Box>
    </Stack>
  );
}
