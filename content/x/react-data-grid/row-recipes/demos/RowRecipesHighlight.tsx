import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type InvoiceStatus = 'Paid' | 'Due' | 'Overdue';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  status: InvoiceStatus;
}

const clients = ['Alder & Finch', 'Blue Harbor Café', 'Copperleaf Hotels', 'Driftwood Studio', 'Elm Street Bakery'];
const statuses: InvoiceStatus[] = ['Paid', 'Due', 'Paid', 'Overdue', 'Paid', 'Due'];

const rows: Invoice[] = Array.from({ length: 14 }, (_, i) => ({
  id: `INV-${2301 + i}`,
  client: clients[i % clients.length] ?? '',
  amount: 120 + ((i * 733) % 4800),
  status: statuses[i % statuses.length] ?? 'Paid',
}));

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', minWidth: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'amount', headerName: 'Amount', type: 'number', minWidth: 110, valueFormatter: (params) => euro.format(params.value as number) },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 110,
    // The status is also written out, so the highlight is not the only signal.
    renderCell: (params: GridRenderCellParams<Invoice, InvoiceStatus>) => (
      <Chip
        size="small"
        label={params.value}
        // Colours whose label keeps a 4.5:1 contrast in both modes: the warning and filled error chips of the
        // default palette fall short of it, and the row's tint already marks what is overdue.
        color={params.value === 'Paid' ? 'success' : 'default'}
        variant={params.value === 'Overdue' ? 'filled' : 'outlined'}
      />
    ),
  },
];

export default function RowRecipesHighlight() {
  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        '& .invoice--overdue': {
          backgroundColor: theme.palette.mode === 'dark' ? 'rgba(244, 67, 54, 0.16)' : 'rgba(211, 47, 47, 0.08)',
          '&:hover': {
            backgroundColor: theme.palette.mode === 'dark' ? 'rgba(244, 67, 54, 0.24)' : 'rgba(211, 47, 47, 0.14)',
          },
        },
      })}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Invoices; overdue ones are highlighted"
        getRowClassName={(params) => (params.row.status === 'Overdue' ? 'invoice--overdue' : '')}
        hideFooter
      />
    </Box>
  );
}
