import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Stock {
  id: string;
  company: string;
  closes: number[];
}

const COMPANIES = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Woodgrove', 'Litware', 'Adventure Works'];

// Thirty closing prices per company, computed from sine waves so they stay the same on every render.
const rows: Stock[] = COMPANIES.map((company, index) => ({
  id: company.slice(0, 4).toUpperCase(),
  company,
  closes: Array.from({ length: 30 }, (_, day) =>
    Math.round((80 + index * 12 + Math.sin(day / (2 + index)) * 9 + day * (index % 3 === 0 ? -0.6 : 0.5)) * 100) / 100,
  ),
}));

function Sparkline({ values, label }: { values: number[]; label: string }) {
  const width = 120;
  const height = 32;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const points = values
    .map((value, index) => {
      const x = (index / (values.length - 1)) * width;
      const y = height - ((value - min) / (max - min || 1)) * height;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  const rising = values[values.length - 1]! >= values[0]!;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${height}`}
      sx={{ width, height, color: rising ? 'success.main' : 'error.main' }}
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} />
    </Box>
  );
}

const columns: GridColDef<Stock>[] = [
  { field: 'id', headerName: 'Ticker', minWidth: 100 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
  {
    field: 'last',
    headerName: 'Last close',
    type: 'number',
    minWidth: 120,
    valueGetter: (params) => params.row.closes[params.row.closes.length - 1],
  },
  {
    field: 'change',
    headerName: '30-day change',
    type: 'number',
    minWidth: 150,
    // The cell sorts and filters by this number; the sparkline only draws.
    valueGetter: (params) => {
      const first = params.row.closes[0]!;
      const last = params.row.closes[params.row.closes.length - 1]!;
      return (last - first) / first;
    },
    valueFormatter: (params) => `${((params.value as number) * 100).toFixed(1)}%`,
  },
  {
    field: 'closes',
    headerName: 'Trend',
    minWidth: 150,
    sortable: false,
    filterable: false,
    renderCell: (params: GridRenderCellParams<Stock, number[]>) => (
      <Sparkline values={params.row.closes} label={`${params.row.company}, 30-day price trend`} />
    ),
  },
];

export default function SparklineColumnGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Share prices" hideFooter />
    </Box>
  );
}
