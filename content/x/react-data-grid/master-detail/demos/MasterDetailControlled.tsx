import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';

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

export default function MasterDetailControlled() {
  const [expandedIds, setExpandedIds] = React.useState<GridRowId[]>([4101]);

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Order>) => (
      <Box sx={{ py: 1.5, px: 2, height: '100%', boxSizing: 'border-box', bgcolor: 'action.hover' }}>
        <Typography variant="body2">
          {row.lines.map((line) => `${line.quantity} × ${line.product}`).join(' · ')}
        </Typography>
      </Box>
    ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 72, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setExpandedIds(orders.map((order) => order.id))}>
          Expand all
        </Button>
        <Button size="small" onClick={() => setExpandedIds([])}>
          Collapse all
        </Button>
        <Typography variant="body2">{expandedIds.length} open</Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={orders}
          columns={orderColumns}
          aria-label="Orders with controlled detail panels"
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expandedIds}
          onDetailPanelExpandedRowIdsChange={setExpandedIds}
          hideFooter
        />
      </Box>
    </Box>
  );
}
