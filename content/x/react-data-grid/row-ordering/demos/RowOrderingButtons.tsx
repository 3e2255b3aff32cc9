import * as React from 'react';
import Box from '@mui/material/Box';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

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

function moveItem<T>(items: T[], from: number, to: number): T[] {
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  if (moved !== undefined) {
    copy.splice(to, 0, moved);
  }
  return copy;
}

export default function RowOrderingButtons() {
  const [rows, setRows] = React.useState<Track[]>(tracks);

  const move = React.useCallback((id: GridRowId, offset: number) => {
    setRows((previous) => {
      const from = previous.findIndex((row) => row.id === id);
      const to = from + offset;
      return to < 0 || to >= previous.length ? previous : moveItem(previous, from, to);
    });
  }, []);

  const columns = React.useMemo<GridColDef<Track>[]>(
    () => [
      ...trackColumns,
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Order',
        width: 100,
        getActions: ({ id, row }) => [
          <GridActionsCellItem key="up" icon={<ArrowUpwardIcon />} label={`Move ${row.title} up`} onClick={() => move(id, -1)} />,
          <GridActionsCellItem key="down" icon={<ArrowDownwardIcon />} label={`Move ${row.title} down`} onClick={() => move(id, 1)} />,
        ],
      },
    ],
    [move],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        aria-label="Playlist reordered with buttons or by dragging"
        rowReordering
        onRowOrderChange={(params: GridRowOrderChangeParams) => setRows((previous) => moveItem(previous, params.oldIndex, params.targetIndex))}
        hideFooter
      />
    </Box>
  );
}
