import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';

interface Expense {
  id: number | string;
  category: string;
  january: number;
  february: number;
  march: number;
}

const categories = ['Rent', 'Salaries', 'Software', 'Travel', 'Hardware', 'Training', 'Marketing', 'Utilities'];

const rows: Expense[] = categories.map((category, i) => ({
  id: i + 1,
  category,
  january: 800 + ((i * 613) % 5200),
  february: 750 + ((i * 977) % 5100),
  march: 900 + ((i * 331) % 5400),
}));

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const money = (params: { value?: unknown }) => euro.format(Number(params.value));

const columns: GridColDef<Expense>[] = [
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 130 },
  { field: 'january', headerName: 'January', type: 'number', minWidth: 110, valueFormatter: money },
  { field: 'february', headerName: 'February', type: 'number', minWidth: 110, valueFormatter: money },
  { field: 'march', headerName: 'March', type: 'number', minWidth: 110, valueFormatter: money },
];

export default function RowPinningSummary() {
  // The totals row is computed from the rows and stays at the bottom whatever the sort.
  const pinnedRows = React.useMemo<GridPinnedRowsProp<Expense>>(
    () => ({
      bottom: [
        {
          id: 'total',
          category: 'Total',
          january: rows.reduce((sum, row) => sum + row.january, 0),
          february: rows.reduce((sum, row) => sum + row.february, 0),
          march: rows.reduce((sum, row) => sum + row.march, 0),
        },
      ],
    }),
    [],
  );

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .MuiDataGrid-pinnedRows--bottom .MuiDataGrid-cell': { fontWeight: 700 },
      }}
    >
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        aria-label="Quarterly expenses with a totals row"
        hideFooter
      />
    </Box>
  );
}
