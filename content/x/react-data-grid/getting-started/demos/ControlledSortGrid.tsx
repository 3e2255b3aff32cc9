import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
  diameterKm: number;
}

const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, diameterKm: 4879 },
  { id: 2, name: 'Venus', moons: 0, diameterKm: 12104 },
  { id: 3, name: 'Earth', moons: 1, diameterKm: 12756 },
  { id: 4, name: 'Mars', moons: 2, diameterKm: 6792 },
  { id: 5, name: 'Jupiter', moons: 95, diameterKm: 142984 },
  { id: 6, name: 'Saturn', moons: 146, diameterKm: 120536 },
  { id: 7, name: 'Uranus', moons: 28, diameterKm: 51118 },
  { id: 8, name: 'Neptune', moons: 16, diameterKm: 49528 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1, minWidth: 120 },
  { field: 'moons', headerName: 'Moons', type: 'number', minWidth: 100 },
  { field: 'diameterKm', headerName: 'Diameter (km)', type: 'number', minWidth: 150 },
];

export default function ControlledSortGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'moons', sort: 'desc' }]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" component="p">
        Sort model: <code>{JSON.stringify(sortModel)}</code>
      </Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          aria-label="Planets"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
