import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridFilterModel, type GridColDef } from '@mui/x-data-grid';

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

type Preset = 'all' | 'large' | 'unpaid' | 'lamps';

const presets: Record<Preset, GridFilterModel> = {
  all: { items: [] },
  large: { items: [{ field: 'quantity', operator: '>=', value: 15 }] },
  unpaid: { items: [{ field: 'paid', operator: 'is', value: 'false' }] },
  lamps: {
    items: [{ field: 'product', operator: 'equals', value: 'Desk lamp' }],
  },
};

export default function ControlledFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(presets.all);
  const [preset, setPreset] = React.useState<Preset | null>('all');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset}
        onChange={(_event, value: Preset | null) => {
          if (value === null) return;
          setPreset(value);
          setFilterModel(presets[value]);
        }}
        aria-label="Filter preset"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">All orders</ToggleButton>
        <ToggleButton value="large">15 items or more</ToggleButton>
        <ToggleButton value="unpaid">Unpaid</ToggleButton>
        <ToggleButton value="lamps">Desk lamps</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            // A filter edited in the panel no longer matches a preset.
            setPreset(null);
          }}
          aria-label="Orders filtered by the chosen preset"
        />
      </Box>
      <Typography component="pre" variant="body2" sx={{ m: 0, fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}>
        filterModel: {JSON.stringify(filterModel)}
      </Typography>
    </Stack>
  );
}
