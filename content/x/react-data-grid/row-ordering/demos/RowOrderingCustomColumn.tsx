import Box from '@mui/material/Box';
import DragHandleIcon from '@mui/icons-material/DragHandle';
import { DataGridPro, GRID_REORDER_COL_DEF, type GridColDef } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
}

const tracks: Track[] = [
  { id: 1, title: 'Harbour Lights', artist: 'The Low Tides', length: '3:42' },
  { id: 2, title: 'Paper Moons', artist: 'Iris Okafor', length: '4:05' },
  { id: 3, title: 'Northbound', artist: 'Kestrel Avenue', length: '3:18' },
  { id: 4, title: 'Slow Orbit', artist: 'Mira Sato', length: '5:01' },
  { id: 5, title: 'Late Tram', artist: 'Dubois Quartet', length: '2:57' },
  { id: 6, title: 'Salt and Cedar', artist: 'The Low Tides', length: '3:36' },
  { id: 7, title: 'Glass Hours', artist: 'Iris Okafor', length: '4:22' },
];

const trackColumns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'artist', headerName: 'Artist', flex: 1, minWidth: 140 },
  { field: 'length', headerName: 'Length', minWidth: 80 },
];

// The handle column moves to the end and gets a header; the icon changes through its slot.
const handleColumn: GridColDef<Track> = {
  ...GRID_REORDER_COL_DEF,
  headerName: 'Move',
  width: 80,
};

export default function RowOrderingCustomColumn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={tracks}
        columns={[...trackColumns, handleColumn]}
        aria-label="Playlist with its drag handles at the end"
        rowReordering
        slots={{ rowReorderIcon: DragHandleIcon }}
        hideFooter
      />
    </Box>
  );
}
