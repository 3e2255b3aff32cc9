import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Station {
  id: number;
  line: string;
  station: string;
  platforms: number;
}

const rows: Station[] = [
  { id: 1, line: 'Blue', station: 'Baixa-Chiado', platforms: 2 },
  { id: 2, line: 'Green', station: 'Cais do Sodré', platforms: 2 },
  { id: 3, line: 'Red', station: 'Oriente', platforms: 2 },
  { id: 4, line: 'Yellow', station: 'Marquês de Pombal', platforms: 4 },
  { id: 5, line: 'Blue', station: 'Santa Apolónia', platforms: 1 },
];

const columns: GridColDef<Station>[] = [
  // No menu button in this header.
  { field: 'line', headerName: 'Line', minWidth: 100, disableColumnMenu: true },
  // Sortable, but no arrow shows the order.
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 180, hideSortIcons: true },
  // Not sortable: clicking the header does nothing.
  { field: 'platforms', headerName: 'Platforms', type: 'number', minWidth: 120, sortable: false },
];

export default function HeaderControlsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Metro stations"
        hideFooter
        density="compact"
        columnHeaderHeight={44}
      />
    </Box>
  );
}
