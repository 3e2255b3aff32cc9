import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid-pro';

interface Song {
  id: number;
  title: string;
  artist: string;
  album: string;
  seconds: number;
}

const rows: Song[] = [
  { id: 1, title: 'Água de Beber', artist: 'Astrud Gilberto', album: 'The Astrud Gilberto Album', seconds: 156 },
  { id: 2, title: 'Pata Pata', artist: 'Miriam Makeba', album: 'Pata Pata', seconds: 188 },
  { id: 3, title: 'Plastic Love', artist: 'Mariya Takeuchi', album: 'Variety', seconds: 474 },
  { id: 4, title: 'La Llorona', artist: 'Chavela Vargas', album: 'Noche Bohemia', seconds: 263 },
  { id: 5, title: 'Sweet Mother', artist: 'Prince Nico Mbarga', album: 'Aki Special', seconds: 530 },
];

const columns: GridColDef<Song>[] = [
  { field: 'title', headerName: 'Title', width: 180, minWidth: 120, maxWidth: 320 },
  { field: 'artist', headerName: 'Artist', width: 190 },
  { field: 'album', headerName: 'Album', width: 250 },
  {
    field: 'seconds',
    headerName: 'Length',
    type: 'number',
    width: 100,
    resizable: false,
    valueFormatter: (params) => {
      const seconds = params.value as number;
      return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
    },
  },
];

export default function ResizableColumnsGrid() {
  const [lastResize, setLastResize] = React.useState('Drag the edge of a header to resize its column.');

  const handleWidthChange = (params: GridColumnResizeParams) => {
    setLastResize(`"${params.colDef.headerName}" is now ${Math.round(params.width)} px wide.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" aria-live="polite">
        {lastResize}
      </Typography>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onColumnWidthChange={handleWidthChange}
          aria-label="Playlist"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
