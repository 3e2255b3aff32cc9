import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface LogEntry {
  id: number;
  time: string;
  service: string;
  message: string;
}

const services = ['auth', 'billing', 'search', 'storage', 'mailer'];
const messages = ['Request served', 'Cache refreshed', 'Retrying upstream call', 'Token renewed', 'Job queued'];
const PAGE = 40;
const TOTAL = 400;

function createEntries(start: number, count: number): LogEntry[] {
  return Array.from({ length: count }, (_, offset) => {
    const index = start + offset;
    const seconds = index * 7;
    return {
      id: index + 1,
      time: `${String(8 + Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
      service: services[index % services.length] ?? 'api',
      message: messages[(index * 3) % messages.length] ?? '',
    };
  });
}

// A stand-in for a server: the next entries arrive after a delay.
function fetchEntries(start: number): Promise<LogEntry[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(createEntries(start, Math.min(PAGE, TOTAL - start))), 500);
  });
}

const columns: GridColDef<LogEntry>[] = [
  { field: 'id', headerName: 'No.', type: 'number', minWidth: 70 },
  { field: 'time', headerName: 'Time', minWidth: 100 },
  { field: 'service', headerName: 'Service', minWidth: 100 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
];

export default function RowUpdatesInfinitePro() {
  const [rows, setRows] = React.useState<LogEntry[]>(() => createEntries(0, PAGE));
  const [loading, setLoading] = React.useState(false);

  const handleScrollEnd = React.useCallback(async () => {
    if (loading || rows.length >= TOTAL) {
      return;
    }
    setLoading(true);
    const next = await fetchEntries(rows.length);
    setRows((previous) => [...previous, ...next]);
    setLoading(false);
  }, [loading, rows.length]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        aria-label="Log entries loaded while scrolling"
        onRowsScrollEnd={handleScrollEnd}
        loading={loading}
      />
    </Box>
  );
}
