import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';

interface Trail {
  id: number;
  trail: string;
  region: string;
  km: number;
}

const rows: Trail[] = [
  { id: 1, trail: 'Rota Vicentina', region: 'Alentejo', km: 226 },
  { id: 2, trail: 'West Highland Way', region: 'Scotland', km: 154 },
  { id: 3, trail: 'Kumano Kodō', region: 'Kii Peninsula', km: 70 },
  { id: 4, trail: 'Inca Trail', region: 'Cusco', km: 42 },
];

const columns: GridColDef<Trail>[] = [
  { field: 'trail', headerName: 'Trail', flex: 1, minWidth: 170 },
  { field: 'region', headerName: 'Region', minWidth: 140 },
  { field: 'km', headerName: 'Length (km)', type: 'number', minWidth: 130 },
];

// The filter item first, then the column items, then sorting.
function FilterFirstMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuColumnsItem: { displayOrder: 10 },
        columnMenuSortItem: { displayOrder: 20 },
      }}
    />
  );
}

export default function ReorderMenuItemsGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Hiking trails" hideFooter slots={{ columnMenu: FilterFirstMenu }} />
    </Box>
  );
}
