import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  due: Date;
}

const CLIENTS = ['Harbor Foods', 'Nordlicht GmbH', 'Maple & Co', 'Sakura Retail', 'Andes Imports'];

const rows: Invoice[] = Array.from({ length: 40 }, (_, index) => ({
  id: `INV-${2300 + index}`,
  client: CLIENTS[(index * 3) % CLIENTS.length]!,
  amount: 250 + ((index * 997) % 4000),
  due: new Date(Date.UTC(2024, 5, 1 + (index % 30))),
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    minWidth: 110,
    valueFormatter: (params) => `€${(params.value as number).toLocaleString('en-US')}`,
  },
  { field: 'due', headerName: 'Due', type: 'date', minWidth: 120 },
];

export default function FlexParentGrid() {
  return (
    // The column has a fixed height; the heading takes what it needs and the grid the rest.
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h6" component="h3" id="flex-invoices-title">
        Open invoices
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} aria-labelledby="flex-invoices-title" />
      </Box>
    </Box>
  );
}
