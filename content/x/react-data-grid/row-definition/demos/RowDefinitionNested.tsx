import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: { name: string; address: { city: string; country: string } };
  lines: { product: string; quantity: number; unitPrice: number }[];
}

const rows: Order[] = [
  {
    id: 'SO-1042',
    customer: { name: 'Casa Lumière', address: { city: 'Lyon', country: 'France' } },
    lines: [
      { product: 'Linen napkins', quantity: 40, unitPrice: 4.5 },
      { product: 'Table runner', quantity: 6, unitPrice: 22 },
    ],
  },
  {
    id: 'SO-1043',
    customer: { name: 'Nordic Brew', address: { city: 'Bergen', country: 'Norway' } },
    lines: [{ product: 'Ceramic mugs', quantity: 120, unitPrice: 6.2 }],
  },
  {
    id: 'SO-1044',
    customer: { name: 'Verde Market', address: { city: 'Valencia', country: 'Spain' } },
    lines: [
      { product: 'Produce crates', quantity: 30, unitPrice: 12 },
      { product: 'Chalk signs', quantity: 10, unitPrice: 9.5 },
      { product: 'Paper bags', quantity: 500, unitPrice: 0.3 },
    ],
  },
];

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', minWidth: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140, valueGetter: (params) => params.row.customer.name },
  {
    field: 'location',
    headerName: 'Ships to',
    flex: 1,
    minWidth: 150,
    valueGetter: (params) => `${params.row.customer.address.city}, ${params.row.customer.address.country}`,
  },
  { field: 'lineCount', headerName: 'Lines', type: 'number', minWidth: 80, valueGetter: (params) => params.row.lines.length },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    minWidth: 110,
    valueGetter: (params) => params.row.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
    valueFormatter: (params) => euro.format(params.value as number),
  },
];

export default function RowDefinitionNested() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Orders read from nested data" hideFooter />
    </Box>
  );
}
