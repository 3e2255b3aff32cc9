import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Currency {
  id: string;
  name: string;
  rate: number;
}

const rows: Currency[] = [
  { id: 'EUR', name: 'Euro', rate: 1 },
  { id: 'USD', name: 'US dollar', rate: 1.08 },
  { id: 'JPY', name: 'Japanese yen', rate: 161.3 },
  { id: 'KES', name: 'Kenyan shilling', rate: 142.1 },
  { id: 'BRL', name: 'Brazilian real', rate: 5.61 },
];

const columns: GridColDef<Currency>[] = [
  { field: 'id', headerName: 'Code', minWidth: 100 },
  { field: 'name', headerName: 'Currency', flex: 1, minWidth: 170 },
  { field: 'rate', headerName: 'Per euro', type: 'number', minWidth: 110 },
];

export default function DisabledColumnMenuGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Exchange rates" hideFooter disableColumnMenu />
    </Box>
  );
}
