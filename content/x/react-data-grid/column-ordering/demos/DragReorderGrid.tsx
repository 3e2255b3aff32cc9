import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridColumnOrderChangeParams } from '@mui/x-data-grid-pro';

interface Film {
  id: number;
  title: string;
  director: string;
  country: string;
  year: number;
  minutes: number;
}

const rows: Film[] = [
  { id: 1, title: 'Central Station', director: 'Walter Salles', country: 'Brazil', year: 1998, minutes: 113 },
  { id: 2, title: 'Spirited Away', director: 'Hayao Miyazaki', country: 'Japan', year: 2001, minutes: 125 },
  { id: 3, title: 'Timbuktu', director: 'Abderrahmane Sissako', country: 'Mauritania', year: 2014, minutes: 96 },
  { id: 4, title: 'Roma', director: 'Alfonso Cuarón', country: 'Mexico', year: 2018, minutes: 135 },
  { id: 5, title: 'Parasite', director: 'Bong Joon-ho', country: 'South Korea', year: 2019, minutes: 132 },
];

const columns: GridColDef<Film>[] = [
  { field: 'title', headerName: 'Title', width: 180 },
  { field: 'director', headerName: 'Director', width: 210 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
];

export default function DragReorderGrid() {
  const [message, setMessage] = React.useState('Drag a column header to a new place.');

  const handleOrderChange = (params: GridColumnOrderChangeParams) => {
    setMessage(`"${params.column.headerName}" moved from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" component="p" aria-live="polite">
        {message}
      </Typography>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGridPro rows={rows} columns={columns} onColumnOrderChange={handleOrderChange} aria-label="Films" hideFooter />
      </Box>
    </Stack>
  );
}
