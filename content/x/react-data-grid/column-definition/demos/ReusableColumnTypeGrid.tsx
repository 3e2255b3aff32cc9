import Box from '@mui/material/Box';
import { DataGrid, GRID_NUMERIC_COL_DEF, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

interface Expense {
  id: number;
  category: string;
  budget: number;
  spent: number;
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

// A reusable "euro" column: the numeric defaults, plus a formatter and a class name.
const euroColumn: GridColTypeDef = {
  ...GRID_NUMERIC_COL_DEF,
  minWidth: 140,
  valueFormatter: (params) => euro.format(params.value as number),
  cellClassName: 'euro-cell',
};

const rows: Expense[] = [
  { id: 1, category: 'Travel', budget: 12000, spent: 9875.5 },
  { id: 2, category: 'Software', budget: 8000, spent: 8420 },
  { id: 3, category: 'Training', budget: 5000, spent: 1260.75 },
  { id: 4, category: 'Hardware', budget: 15000, spent: 14990 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 140 },
  { field: 'budget', headerName: 'Budget', ...euroColumn },
  { field: 'spent', headerName: 'Spent', ...euroColumn },
];

export default function ReusableColumnTypeGrid() {
  return (
    <Box sx={{ height: 320, width: '100%', '& .euro-cell': { fontVariantNumeric: 'tabular-nums' } }}>
      <DataGrid rows={rows} columns={columns} aria-label="Department expenses" hideFooter />
    </Box>
  );
}
