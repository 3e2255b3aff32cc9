import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June'];

type SalesRow = { id: number; region: string } & Record<(typeof MONTHS)[number], number>;

const REGIONS = ['North', 'South', 'East', 'West', 'Islands'];

const rows: SalesRow[] = REGIONS.map((region, r) => {
  const row = { id: r + 1, region } as SalesRow;
  MONTHS.forEach((month, m) => {
    row[month] = 40 + ((r * 17 + m * 11) % 60);
  });
  return row;
});

const columns: GridColDef<SalesRow>[] = [
  { field: 'region', headerName: 'Region', minWidth: 110 },
  ...MONTHS.map(
    (month, index): GridColDef<SalesRow> => ({
      field: month,
      headerName: MONTH_NAMES[index],
      type: 'number',
      minWidth: 110,
      flex: 1,
    }),
  ),
];

// Groups inside groups: half-year, then quarters, then months.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'h1',
    headerName: 'First half of 2024 (units sold, thousands)',
    headerAlign: 'center',
    children: [
      { groupId: 'q1', headerName: 'Q1', headerAlign: 'center', children: [{ field: 'jan' }, { field: 'feb' }, { field: 'mar' }] },
      { groupId: 'q2', headerName: 'Q2', headerAlign: 'center', children: [{ field: 'apr' }, { field: 'may' }, { field: 'jun' }] },
    ],
  },
];

export default function NestedColumnGroupsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        experimentalFeatures={{ columnGrouping: true }}
        aria-label="Units sold per region and month"
        hideFooter
        showColumnVerticalBorder
      />
    </Box>
  );
}
