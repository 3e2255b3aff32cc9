import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: string;
}

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', minWidth: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'departure', headerName: 'Departure', minWidth: 110 },
  { field: 'gate', headerName: 'Gate', minWidth: 80 },
];

const departures: Flight[] = [
  { id: 'TP 1352', destination: 'Madrid', departure: '09:40', gate: 'B12' },
  { id: 'LH 1173', destination: 'Frankfurt', departure: '10:05', gate: 'A3' },
  { id: 'KL 1694', destination: 'Amsterdam', departure: '10:30', gate: 'B7' },
  { id: 'AF 1025', destination: 'Paris', departure: '11:15', gate: 'A9' },
];

type Status = 'idle' | 'loading' | 'loaded';

export default function RowDefinitionLoading() {
  const [status, setStatus] = React.useState<Status>('idle');

  React.useEffect(() => {
    if (status !== 'loading') {
      return undefined;
    }
    const timer = setTimeout(() => setStatus('loaded'), 1200);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" sx={{ mb: 1 }} onClick={() => setStatus(status === 'loaded' ? 'idle' : 'loading')}>
        {status === 'loaded' ? 'Clear the board' : 'Load departures'}
      </Button>
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={status === 'loaded' ? departures : []}
          columns={columns}
          loading={status === 'loading'}
          aria-label="Departures board"
          hideFooter
        />
      </Box>
    </Box>
  );
}
