import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

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

const rows = createOrders(2000);

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

// "2023-01-02 → 2023-12-27": the first and last date of the rows, for any column of ISO dates.
const dateSpan: GridAggregationFunction<string, string> = {
  label: 'span',
  // The result is text, not a date, so renderers should not treat it as one.
  hasCellUnit: false,
  apply: ({ values }) => {
    const dates = values.filter((value): value is string => typeof value === 'string').sort();
    if (dates.length === 0) {
      return null;
    }
    return `${dates[0]} → ${dates[dates.length - 1]}`;
  },
};

// Revenue per unit over the rows: it reads two fields of each row.
const pricePerUnit: GridAggregationFunction<{ revenue: number; units: number }, number, string> = {
  label: 'per unit',
  getCellValue: ({ row }) => ({ revenue: Number(row.revenue), units: Number(row.units) }),
  apply: ({ values }) => {
    let revenue = 0;
    let units = 0;
    values.forEach((value) => {
      if (value) {
        revenue += value.revenue;
        units += value.units;
      }
    });
    return units === 0 ? null : revenue / units;
  },
  valueFormatter: (params) => (typeof params.value === 'number' ? `${currency.format(params.value)} / unit` : ''),
};

const columns: GridColDef<Order>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'date', headerName: 'Date', width: 230 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 170,
    valueFormatter: (params) => (typeof params.value === 'number' ? currency.format(params.value) : ''),
  },
];

export default function AggregationCustomFunctions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, span: dateSpan, perUnit: pricePerUnit }}
        groupingColDef={{ minWidth: 260 }}
        initialState={{
          rowGrouping: { model: ['product'] },
          aggregation: { model: { date: 'span', units: 'sum', revenue: 'perUnit' } },
          columns: { columnVisibilityModel: { product: false } },
        }}
        aria-label="Orders per product with date span and price per unit"
      />
    </Box>
  );
}
