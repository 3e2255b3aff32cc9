import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
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

interface Delivery {
  carrier: string;
  status: string;
}

// A stand-in for a request made only when a panel opens.
function fetchDelivery(order: Order): Promise<Delivery> {
  const carriers = ['DHL', 'UPS', 'PostNL', 'GLS'];
  const statuses = ['Delivered', 'Out for delivery', 'In transit', 'Awaiting pickup'];
  return new Promise((resolve) => {
    setTimeout(
      () => resolve({ carrier: carriers[order.id % carriers.length] ?? 'DHL', status: statuses[order.id % statuses.length] ?? '' }),
      700,
    );
  });
}

function DeliveryPanel({ order }: { order: Order }) {
  const [delivery, setDelivery] = React.useState<Delivery | null>(null);

  React.useEffect(() => {
    let active = true;
    fetchDelivery(order).then((result) => {
      if (active) {
        setDelivery(result);
      }
    });
    return () => {
      active = false;
    };
  }, [order]);

  return (
    <Box sx={{ px: 2, height: '100%', display: 'flex', alignItems: 'center', gap: 1, bgcolor: 'action.hover' }}>
      {delivery ? (
        <Typography variant="body2">
          Shipped with {delivery.carrier}: {delivery.status}.
        </Typography>
      ) : (
        <React.Fragment>
          <CircularProgress size={16} aria-label={`Loading the delivery of order ${order.id}`} />
          <Typography variant="body2">Loading delivery status…</Typography>
        </React.Fragment>
      )}
    </Box>
  );
}

export default function MasterDetailLazyContent() {
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Order>) => <DeliveryPanel order={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 64, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={orderColumns}
        aria-label="Orders whose delivery status loads when a panel opens"
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
