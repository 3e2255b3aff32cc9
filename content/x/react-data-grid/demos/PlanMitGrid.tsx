import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

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
  { field: 'id', headerName: 'Order', type: 'number', minWidth: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'region', headerName: 'Region', minWidth: 130 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', minWidth: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    minWidth: 110,
    valueFormatter: (params) => `$${(params.value as number).toLocaleString('en-US')}`,
  },
];

export default function PlanMitGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Orders in the MIT grid"
        initialState={{
          pagination: { paginationModel: { pageSize: 25 } },
          sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
        }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
