import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Fund {
  id: number;
  fund: string;
  assets: number;
  yearReturn: number;
}

const rows: Fund[] = [
  { id: 1, fund: 'Global equity', assets: 1_840_000_000, yearReturn: 0.124 },
  { id: 2, fund: 'Euro bonds', assets: 620_500_000, yearReturn: 0.031 },
  { id: 3, fund: 'Emerging markets', assets: 410_200_000, yearReturn: -0.048 },
  { id: 4, fund: 'Clean energy', assets: 96_700_000, yearReturn: 0.215 },
  { id: 5, fund: 'Money market', assets: 2_300_000_000, yearReturn: 0.042 },
];

const compactCurrency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact' });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, signDisplay: 'exceptZero' });

const columns: GridColDef<Fund>[] = [
  { field: 'fund', headerName: 'Fund', flex: 1, minWidth: 170 },
  {
    field: 'assets',
    headerName: 'Assets',
    type: 'number',
    minWidth: 120,
    // The cell shows "$1.8B"; sorting and filtering still use the raw number.
    valueFormatter: (params) => compactCurrency.format(params.value as number),
  },
  {
    field: 'yearReturn',
    headerName: '1-year return',
    type: 'number',
    minWidth: 140,
    valueFormatter: (params) => percent.format(params.value as number),
  },
];

export default function ValueFormatterGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Investment funds" hideFooter />
    </Box>
  );
}
