import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Part {
  id: number;
  part: string;
  stock: number;
}

const PARTS = ['Hex bolt M8', 'Washer 10 mm', 'Bearing 6204', 'Spring pin', 'Lock nut M6', 'Gasket ring'];

const rows: Part[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  part: `${PARTS[index % PARTS.length]} (lot ${Math.floor(index / PARTS.length) + 1})`,
  stock: (index * 37) % 500,
}));

const columns: GridColDef<Part>[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 180 },
  { field: 'stock', headerName: 'In stock', type: 'number', minWidth: 110 },
];

export default function PercentageGrid() {
  return (
    // The outer box has a definite height, so percentages inside it resolve.
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexWrap: 'wrap', alignContent: 'flex-start' }}>
      <Box sx={{ height: '75%', width: { xs: '100%', sm: '70%' } }}>
        <DataGrid rows={rows} columns={columns} aria-label="Spare parts" density="compact" />
      </Box>
    </Box>
  );
}
