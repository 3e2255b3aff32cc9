import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: string;
  kind: 'item' | 'subtotal' | 'tax' | 'total';
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const ITEMS = [
  { description: 'Standing desk, oak top', quantity: 4, unitPrice: 489 },
  { description: 'Ergonomic chair', quantity: 4, unitPrice: 329 },
  { description: 'Monitor arm, dual', quantity: 6, unitPrice: 119 },
  { description: 'Delivery and assembly', quantity: 1, unitPrice: 180 },
];
const TAX_RATE = 0.23;

const itemRows: InvoiceLine[] = ITEMS.map((item, index) => ({
  id: `item-${index + 1}`,
  kind: 'item',
  ...item,
  amount: item.quantity * item.unitPrice,
}));
const subtotal = itemRows.reduce((sum, row) => sum + row.amount, 0);
const tax = Math.round(subtotal * TAX_RATE * 100) / 100;

const rows: InvoiceLine[] = [
  ...itemRows,
  { id: 'subtotal', kind: 'subtotal', description: 'Subtotal', amount: subtotal },
  { id: 'tax', kind: 'tax', description: `VAT (${TAX_RATE * 100}%)`, amount: tax },
  { id: 'total', kind: 'total', description: 'Total', amount: subtotal + tax },
];

const euro = (value?: number) =>
  value == null ? '' : value.toLocaleString('en-US', { style: 'currency', currency: 'EUR' });

// On the summary rows, the description spans the description, quantity and unit price columns.
const spanSummary = (params: GridCellParams<InvoiceLine>) => (params.row.kind === 'item' ? undefined : 3);

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 220, sortable: false, colSpan: spanSummary },
  { field: 'quantity', headerName: 'Qty', type: 'number', minWidth: 80, sortable: false },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    minWidth: 120,
    sortable: false,
    valueFormatter: (params) => euro(params.value as number | undefined),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    minWidth: 130,
    sortable: false,
    valueFormatter: (params) => euro(params.value as number),
  },
];

export default function InvoiceSpanningGrid() {
  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        '& .invoice--summary': { fontWeight: 600 },
        '& .invoice--total': { fontWeight: 700, borderTop: 2, borderColor: 'divider' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Invoice"
        hideFooter
        disableColumnMenu
        getRowClassName={(params) =>
          params.row.kind === 'total' ? 'invoice--total' : params.row.kind === 'item' ? '' : 'invoice--summary'
        }
      />
    </Box>
  );
}
