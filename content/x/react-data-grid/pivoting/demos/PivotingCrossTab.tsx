import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

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

const orders = createOrders(3000);

type Dimension = 'region' | 'category' | 'customer' | 'product';
type Measure = 'revenue' | 'units';

const DIMENSIONS: { value: Dimension; label: string }[] = [
  { value: 'region', label: 'Region' },
  { value: 'category', label: 'Category' },
  { value: 'customer', label: 'Customer' },
  { value: 'product', label: 'Product' },
];

interface PivotRow {
  id: string;
  [column: string]: string | number;
}

/** Sums a measure for each pair of (row value, column value): a cross-tab computed before the grid sees it. */
function pivot(rowField: Dimension, columnField: Dimension, measure: Measure) {
  const columnKeys = Array.from(new Set(orders.map((order) => order[columnField]))).sort();
  const byRow = new Map<string, PivotRow>();
  orders.forEach((order) => {
    const key = order[rowField];
    const row = byRow.get(key) ?? { id: key, total: 0 };
    const column = order[columnField];
    row[column] = Number(row[column] ?? 0) + order[measure];
    row.total = Number(row.total) + order[measure];
    byRow.set(key, row);
  });
  return { columnKeys, rows: Array.from(byRow.values()).sort((a, b) => a.id.localeCompare(b.id)) };
}

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const integer = new Intl.NumberFormat('en-US');

export default function PivotingCrossTab() {
  const [rowField, setRowField] = React.useState<Dimension>('category');
  const [columnField, setColumnField] = React.useState<Dimension>('region');
  const [measure, setMeasure] = React.useState<Measure>('revenue');

  const { columnKeys, rows } = React.useMemo(() => pivot(rowField, columnField, measure), [rowField, columnField, measure]);

  const columns = React.useMemo<GridColDef<PivotRow>[]>(() => {
    const format = (value: unknown) =>
      typeof value === 'number' ? (measure === 'revenue' ? currency : integer).format(value) : '';
    return [
      { field: 'id', headerName: DIMENSIONS.find((item) => item.value === rowField)?.label, width: 180 },
      ...columnKeys.map<GridColDef<PivotRow>>((key) => ({
        field: key,
        headerName: key,
        type: 'number',
        width: 150,
        valueFormatter: (params) => format(params.value),
      })),
      { field: 'total', headerName: 'Total', type: 'number', width: 150, valueFormatter: (params) => format(params.value) },
    ];
  }, [columnKeys, rowField, measure]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap">
        <TextField select size="small" label="Rows" value={rowField} onChange={(event) => setRowField(event.target.value as Dimension)} sx={{ minWidth: 140 }}>
          {DIMENSIONS.filter((item) => item.value !== columnField).map((item) => (
            <MenuItem key={item.value} value={item.value}>
              {item.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Columns" value={columnField} onChange={(event) => setColumnField(event.target.value as Dimension)} sx={{ minWidth: 140 }}>
          {DIMENSIONS.filter((item) => item.value !== rowField).map((item) => (
            <MenuItem key={item.value} value={item.value}>
              {item.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="Values" value={measure} onChange={(event) => setMeasure(event.target.value as Measure)} sx={{ minWidth: 140 }}>
          <MenuItem value="revenue">Revenue</MenuItem>
          <MenuItem value="units">Units</MenuItem>
        </TextField>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid rows={rows} columns={columns} hideFooter aria-label="Cross-tab of orders" />
      </Box>
    </Stack>
  );
}
