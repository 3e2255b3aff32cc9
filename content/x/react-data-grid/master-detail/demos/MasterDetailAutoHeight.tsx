import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface OrderLine {
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: number;
  customer: string;
  city: string;
  date: Date;
  lines: OrderLine[];
}

const customers = ['Alder & Finch', 'Blue Harbor Café', 'Copperleaf Hotels', 'Driftwood Studio', 'Elm Street Bakery', 'Foxglove Florists'];
const cities = ['Porto', 'Ghent', 'Bergen', 'Bologna', 'Tallinn', 'Seville'];
const products = ['Espresso beans, 1 kg', 'Oat milk, 12 pack', 'Paper cups, 500', 'Ceramic mugs, 6', 'Cold brew filters', 'Cane sugar, 5 kg'];

// Computed from the index, so every render produces the same orders.
const orders: Order[] = Array.from({ length: 12 }, (_, i) => ({
  id: 4100 + i,
  customer: customers[i % customers.length] ?? '',
  city: cities[(i * 5) % cities.length] ?? '',
  date: new Date(2024, 2, 1 + i * 2),
  lines: Array.from({ length: 1 + (i % 4) }, (_line, j) => ({
    product: products[(i + j * 2) % products.length] ?? '',
    quantity: 1 + ((i * 3 + j * 5) % 9),
    unitPrice: 4 + ((i * 7 + j * 11) % 30),
  })),
}));

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });
const orderTotal = (order: Order) => order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

const orderColumns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', minWidth: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', minWidth: 100 },
  { field: 'date', headerName: 'Date', type: 'date', minWidth: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    minWidth: 110,
    valueGetter: (params) => orderTotal(params.row),
    valueFormatter: (params) => euro.format(params.value as number),
  },
];

interface LineRow extends OrderLine {
  id: string;
}

const lineColumns: GridColDef<LineRow>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'quantity', headerName: 'Qty', type: 'number', minWidth: 70 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    minWidth: 110,
    valueFormatter: (params) => euro.format(params.value as number),
  },
];

// The panel holds a grid of its own; `autoHeight` lets the panel take its height.
function OrderLines({ order }: { order: Order }) {
  const rows = React.useMemo(() => order.lines.map((line) => ({ ...line, id: line.product })), [order]);
  return (
    <Box sx={{ p: 2, bgcolor: 'action.hover' }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {order.lines.length} {order.lines.length === 1 ? 'line' : 'lines'}, {euro.format(orderTotal(order))}
        </Typography>
        <DataGridPro
          rows={rows}
          columns={lineColumns}
          aria-label={`Lines of order ${order.id}`}
          density="compact"
          autoHeight
          hideFooter
        />
      </Paper>
    </Box>
  );
}

export default function MasterDetailAutoHeight() {
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Order>) => <OrderLines order={row} />, []);
  const getDetailPanelHeight = React.useCallback((): 'auto' => 'auto', []);

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={orderColumns}
        aria-label="Orders whose panels grow with their lines"
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
