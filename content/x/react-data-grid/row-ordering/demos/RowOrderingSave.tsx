import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

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

// A stand-in for a request that stores the new order.
function saveOrder(ids: number[]): Promise<number[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(ids), 600);
  });
}

function moveItem<T>(items: T[], from: number, to: number): T[] {
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  if (moved !== undefined) {
    copy.splice(to, 0, moved);
  }
  return copy;
}

export default function RowOrderingSave() {
  const [rows, setRows] = React.useState<Track[]>(tracks);
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('Drag a track to change the order.');

  const handleRowOrderChange = async (params: GridRowOrderChangeParams) => {
    setSaving(true);
    const reordered = moveItem(rows, params.oldIndex, params.targetIndex);
    await saveOrder(reordered.map((row) => row.id));
    setRows(reordered);
    setSaving(false);
    setMessage(`Saved: “${params.row.title as string}” moved from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite" sx={{ mb: 1, minHeight: 40 }}>
        {message}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={rows}
          columns={trackColumns}
          aria-label="Playlist saved after each move"
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          loading={saving}
          hideFooter
        />
      </Box>
    </Box>
  );
}
