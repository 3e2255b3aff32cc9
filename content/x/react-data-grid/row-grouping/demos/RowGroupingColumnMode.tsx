import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  date: string;
  region: string;
  country: string;
  category: string;
  product: string;
  customer: string;
  salesRep: { name: string };
  units: number;
  unitPrice: number;
  revenue: number;
}

const MARKETS = [
  { region: 'Europe', countries: ['France', 'Germany', 'Poland', 'Spain'] },
  { region: 'Americas', countries: ['Brazil', 'Canada', 'Mexico', 'United States'] },
  { region: 'Asia Pacific', countries: ['Australia', 'India', 'Japan'] },
];
const PRODUCTS = [
  { category: 'Laptops', product: 'Aero 14', unitPrice: 1299 },
  { category: 'Laptops', product: 'Aero 16 Pro', unitPrice: 1899 },
  { category: 'Monitors', product: 'View 27 4K', unitPrice: 449 },
  { category: 'Monitors', product: 'View 32 Curved', unitPrice: 599 },
  { category: 'Accessories', product: 'Dock Station', unitPrice: 189 },
  { category: 'Accessories', product: 'Wireless Keyboard', unitPrice: 79 },
];
const CUSTOMERS = ['Brightline Studio', 'Northwind Clinics', 'Okapi Logistics', 'Riverbank Schools', 'Tessera Bank'];
const SALES_REPS = ['Ana Ferreira', 'Kenji Mori', 'Lena Vogel', 'Omar Haddad'];

/** Orders from a seeded generator: the same rows on every render, on the server and in the browser. */
function createOrders(count: number): Order[] {
  let seed = 20240101;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, (_, id) => {
    const market = pick(MARKETS);
    const item = pick(PRODUCTS);
    const units = 1 + Math.floor(next() * 40);
    const month = String(1 + Math.floor(next() * 12)).padStart(2, '0');
    const day = String(1 + Math.floor(next() * 28)).padStart(2, '0');
    return {
      id,
      date: `2023-${month}-${day}`,
      region: market.region,
      country: pick(market.countries),
      category: item.category,
      product: item.product,
      customer: pick(CUSTOMERS),
      salesRep: { name: pick(SALES_REPS) },
      units,
      unitPrice: item.unitPrice,
      revenue: units * item.unitPrice,
    };
  });
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90, groupable: false },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    groupable: false,
    valueFormatter: (params) => (typeof params.value === 'number' ? currency.format(params.value) : ''),
  },
];

const rows = createOrders(2000);

type ColumnMode = DataGridPremiumProps['rowGroupingColumnMode'];

export default function RowGroupingColumnMode() {
  const [mode, setMode] = React.useState<ColumnMode>('single');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: ColumnMode | null) => {
          if (value) {
            setMode(value);
          }
        }}
        aria-label="Grouping column mode"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="single">One grouping column</ToggleButton>
        <ToggleButton value="multiple">A column per criterion</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingColumnMode={mode}
          groupingColDef={{ minWidth: 260 }}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['region', 'country'] },
            columns: { columnVisibilityModel: { region: false, country: false } },
          }}
          aria-label="Orders grouped by region, then country"
        />
      </Box>
    </Stack>
  );
}
