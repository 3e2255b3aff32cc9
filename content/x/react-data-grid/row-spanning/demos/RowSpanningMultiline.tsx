import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Contract {
  id: number;
  client: string;
  items: { name: string; price: number }[];
}

const rows: Contract[] = [
  { id: 1, client: 'Harbor Dental', items: [{ name: 'Website hosting', price: 240 }, { name: 'Backups', price: 60 }] },
  { id: 2, client: 'Pinecrest School', items: [{ name: 'Email accounts', price: 180 }] },
  {
    id: 3,
    client: 'Rivera Architects',
    items: [
      { name: 'File sharing', price: 320 },
      { name: 'Video calls', price: 150 },
      { name: 'On-site support', price: 400 },
    ],
  },
];

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

const columns: GridColDef<Contract>[] = [
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  {
    field: 'items',
    headerName: 'Services',
    flex: 1.4,
    minWidth: 200,
    sortable: false,
    valueGetter: (params) => params.row.items.map((item) => item.name).join(', '),
    renderCell: (params: GridRenderCellParams<Contract>) => (
      <Stack sx={{ py: 1 }}>
        {params.row.items.map((item) => (
          <Typography key={item.name} variant="body2">
            {item.name}
          </Typography>
        ))}
      </Stack>
    ),
  },
  {
    field: 'total',
    headerName: 'Yearly total',
    type: 'number',
    minWidth: 120,
    valueGetter: (params) => params.row.items.reduce((sum, item) => sum + item.price, 0),
    valueFormatter: (params) => euro.format(params.value as number),
  },
];

export default function RowSpanningMultiline() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Contracts with their services in one cell" getRowHeight={() => 'auto'} hideFooter />
    </Box>
  );
}
