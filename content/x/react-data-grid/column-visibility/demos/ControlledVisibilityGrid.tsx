import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Server {
  id: string;
  region: string;
  cpu: number;
  memory: number;
  uptimeDays: number;
}

const REGIONS = ['eu-west', 'us-east', 'ap-south', 'sa-east'];

const rows: Server[] = Array.from({ length: 12 }, (_, index) => ({
  id: `web-${String(index + 1).padStart(2, '0')}`,
  region: REGIONS[index % REGIONS.length]!,
  cpu: 5 + ((index * 23) % 90),
  memory: 20 + ((index * 31) % 75),
  uptimeDays: (index * 17) % 120,
}));

const columns: GridColDef<Server>[] = [
  { field: 'id', headerName: 'Server', flex: 1, minWidth: 110 },
  { field: 'region', headerName: 'Region', minWidth: 110 },
  { field: 'cpu', headerName: 'CPU (%)', type: 'number', minWidth: 100 },
  { field: 'memory', headerName: 'Memory (%)', type: 'number', minWidth: 120 },
  { field: 'uptimeDays', headerName: 'Uptime (days)', type: 'number', minWidth: 140 },
];

const TOGGLES = [
  { field: 'region', label: 'Region' },
  { field: 'cpu', label: 'CPU' },
  { field: 'memory', label: 'Memory' },
  { field: 'uptimeDays', label: 'Uptime' },
];

export default function ControlledVisibilityGrid() {
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({ uptimeDays: false });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormGroup row aria-label="Visible columns">
        {TOGGLES.map(({ field, label }) => (
          <FormControlLabel
            key={field}
            label={label}
            control={
              <Switch
                checked={model[field] !== false}
                onChange={(event) => setModel((current) => ({ ...current, [field]: event.target.checked }))}
              />
            }
          />
        ))}
      </FormGroup>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          aria-label="Servers"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
