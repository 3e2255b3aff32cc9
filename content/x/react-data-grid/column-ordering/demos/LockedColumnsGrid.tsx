import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Account {
  id: string;
  holder: string;
  type: string;
  branch: string;
  balance: number;
}

const rows: Account[] = [
  { id: 'PT50-0001', holder: 'Rafael Costa', type: 'Current', branch: 'Lisbon', balance: 4210.55 },
  { id: 'PT50-0002', holder: 'Sofia Novak', type: 'Savings', branch: 'Porto', balance: 18900 },
  { id: 'PT50-0003', holder: 'Omar Farouk', type: 'Current', branch: 'Faro', balance: 730.2 },
  { id: 'PT50-0004', holder: 'Yara Moreau', type: 'Business', branch: 'Lisbon', balance: 52340.8 },
];

const columns: GridColDef<Account>[] = [
  // The account number stays first: it cannot be dragged.
  { field: 'id', headerName: 'Account', width: 130, disableReorder: true },
  { field: 'holder', headerName: 'Holder', width: 160 },
  { field: 'type', headerName: 'Type', width: 120 },
  { field: 'branch', headerName: 'Branch', width: 120 },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 140,
    valueFormatter: (params) => (params.value as number).toLocaleString('en-US', { style: 'currency', currency: 'EUR' }),
  },
];

export default function LockedColumnsGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} aria-label="Bank accounts" hideFooter keepColumnPositionIfDraggedOutside />
    </Box>
  );
}
