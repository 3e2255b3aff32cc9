import Box from '@mui/material/Box';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const regions = ['North', 'South', 'East', 'West', 'Central', 'Islands'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

const rows = regions.map((region, index) => {
  const row: Record<string, string | number> = { id: index + 1, region };
  months.forEach((month, monthIndex) => {
    row[month] = (index * 17 + monthIndex * 23) % 100;
  });
  return row;
});

// Five bands of the value become five classes, styled below.
const columns: GridColDef[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  ...months.map<GridColDef>((month) => ({
    field: month,
    headerName: month,
    type: 'number',
    width: 90,
    cellClassName: (params) => `heat-${Math.min(4, Math.floor(Number(params.value) / 20))}`,
  })),
];

// One shade of the primary colour per band, from the theme, so the map follows the colour mode.
const heatMapSx: SxProps<Theme> = (theme) => {
  const bands: Record<string, { backgroundColor: string }> = {};
  [0.05, 0.15, 0.25, 0.35, 0.45].forEach((opacity, band) => {
    bands[`& .heat-${band}`] = { backgroundColor: alpha(theme.palette.primary.main, opacity) };
  });
  return { height: 380, width: '100%', ...bands };
};

export default function HeatMapCells() {
  return (
    <Box sx={heatMapSx}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        aria-label="Sales index by region and month, shaded by value"
      />
    </Box>
  );
}
