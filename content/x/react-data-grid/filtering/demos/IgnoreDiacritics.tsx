import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Venue {
  id: number;
  name: string;
  city: string;
}

const rows: Venue[] = [
  { id: 1, name: 'Café Lumière', city: 'Montréal' },
  { id: 2, name: 'Cafe Central', city: 'Vienna' },
  { id: 3, name: 'Kaffeehaus Süd', city: 'Zürich' },
  { id: 4, name: 'Café São Bento', city: 'São Paulo' },
  { id: 5, name: 'Corner Cafe', city: 'Dublin' },
  { id: 6, name: 'Crêperie Bréhat', city: 'Saint-Malo' },
];

const columns: GridColDef<Venue>[] = [
  { field: 'name', headerName: 'Venue', flex: 1, minWidth: 170 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
];

export default function IgnoreDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'name', operator: 'contains', value: 'cafe' }],
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="Ignore diacritics"
      />
      <Box sx={{ height: 340, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
          aria-label="Venues whose name contains cafe"
        />
      </Box>
    </Stack>
  );
}
