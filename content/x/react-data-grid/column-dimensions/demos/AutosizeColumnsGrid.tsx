import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Library {
  id: number;
  name: string;
  description: string;
  licence: string;
  stars: number;
}

const rows: Library[] = [
  { id: 1, name: 'date-fns', description: 'Modern date utilities', licence: 'MIT', stars: 33800 },
  { id: 2, name: 'zod', description: 'Schema validation with static type inference', licence: 'MIT', stars: 30100 },
  { id: 3, name: 'immer', description: 'Immutable state by writing mutable code', licence: 'MIT', stars: 27100 },
  { id: 4, name: 'sharp', description: 'Fast image processing', licence: 'Apache-2.0', stars: 27900 },
  { id: 5, name: 'pino', description: 'Very low overhead logger', licence: 'MIT', stars: 13500 },
];

const columns: GridColDef<Library>[] = [
  { field: 'name', headerName: 'Package', width: 80 },
  { field: 'description', headerName: 'Description', width: 120 },
  { field: 'licence', headerName: 'Licence', width: 80 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 80 },
];

export default function AutosizeColumnsGrid() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [expand, setExpand] = React.useState(false);
  const [includeOutliers, setIncludeOutliers] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
        <Button variant="outlined" onClick={() => apiRef.current.autosizeColumns({ includeHeaders, includeOutliers, expand })}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="Include headers"
        />
        <FormControlLabel
          control={<Switch checked={includeOutliers} onChange={(event) => setIncludeOutliers(event.target.checked)} />}
          label="Include outliers"
        />
        <FormControlLabel
          control={<Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />}
          label="Expand to fill"
        />
      </Stack>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOnMount
          autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
          aria-label="JavaScript packages"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
