import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  customer: string;
  product: string;
  region: string;
  quantity: number;
  total: number;
}

const CUSTOMERS = ['Harbor Foods', 'Nordlicht GmbH', 'Maple & Co', 'Sakura Retail', 'Andes Imports', 'Coral Bay Ltd'];
const PRODUCTS = ['Espresso beans', 'Green tea', 'Cocoa powder', 'Oat milk', 'Honey jar'];
const REGIONS = ['Europe', 'Americas', 'Asia Pacific', 'Africa'];

const rows: Order[] = Array.from({ length: 300 }, (_, index) => {
  const quantity = 5 + ((index * 37) % 120);
  return {
    id: 1001 + index,
    customer: CUSTOMERS[(index * 5) % CUSTOMERS.length]!,
    product: PRODUCTS[(index * 3) % PRODUCTS.length]!,
    region: REGIONS[(index * 7) % REGIONS.length]!,
    quantity,
    total: quantity * (4 + ((index * 11) % 9)),
  };
});

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'region', headerName: 'Region', width: 150 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: (params) => (params.value == null ? '' : `$${(params.value as number).toLocaleString('en-US')}`),
  },
];

export default function PlanPremiumGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aria-label="Orders grouped by region in the Premium grid"
        groupingColDef={{ width: 180 }}
        initialState={{
          // The region is in the grouping column, and the order number means little in a group's total.
          columns: { columnVisibilityModel: { region: false, id: false } },
          rowGrouping: { model: ['region'] },
          aggregation: { model: { quantity: 'sum', total: 'sum' } },
        }}
      />
    </Box>
  );
}
