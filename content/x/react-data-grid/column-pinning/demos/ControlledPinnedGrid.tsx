import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridPinnedColumns } from '@mui/x-data-grid-pro';

interface Reading {
  id: number;
  station: string;
  [hour: string]: number | string;
}

const HOURS = Array.from({ length: 12 }, (_, index) => `h${index * 2}`);
const STATIONS = ['Harbour', 'Airport', 'Old town', 'University', 'North hill'];

const rows: Reading[] = STATIONS.map((station, s) => {
  const row: Reading = { id: s + 1, station };
  HOURS.forEach((hour, h) => {
    row[hour] = Math.round((12 + s + Math.sin(h / 2) * 6) * 10) / 10;
  });
  return row;
});

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  ...HOURS.map(
    (hour, index): GridColDef<Reading> => ({
      field: hour,
      headerName: `${String(index * 2).padStart(2, '0')}:00 (°C)`,
      type: 'number',
      width: 120,
    }),
  ),
];

export default function ControlledPinnedGrid() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumns>({ left: ['station'] });
  const stationSide = pinnedColumns.left?.includes('station')
    ? 'left'
    : pinnedColumns.right?.includes('station')
      ? 'right'
      : 'none';

  const pinStation = (side: 'left' | 'right' | 'none') => {
    setPinnedColumns((current) => {
      const left = (current.left ?? []).filter((field) => field !== 'station');
      const right = (current.right ?? []).filter((field) => field !== 'station');
      if (side === 'left') left.unshift('station');
      if (side === 'right') right.push('station');
      return { left, right };
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Typography variant="body2" component="span" id="station-pin-label">
          Station column
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={stationSide}
          onChange={(event, side: 'left' | 'right' | 'none' | null) => {
            if (side) pinStation(side);
          }}
          aria-labelledby="station-pin-label"
        >
          <ToggleButton value="left">Pinned left</ToggleButton>
          <ToggleButton value="none">Not pinned</ToggleButton>
          <ToggleButton value="right">Pinned right</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" component="p">
        Pinned columns: <code>{JSON.stringify(pinnedColumns)}</code>
      </Typography>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
          aria-label="Temperatures through the day"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
