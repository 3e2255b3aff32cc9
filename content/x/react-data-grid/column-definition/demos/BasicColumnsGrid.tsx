import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
}

const rows: Recipe[] = [
  { id: 1, dish: 'Shakshuka', cuisine: 'Maghrebi', minutes: 35 },
  { id: 2, dish: 'Pad kra pao', cuisine: 'Thai', minutes: 20 },
  { id: 3, dish: 'Feijoada', cuisine: 'Brazilian', minutes: 180 },
  { id: 4, dish: 'Okonomiyaki', cuisine: 'Japanese', minutes: 40 },
  { id: 5, dish: 'Jollof rice', cuisine: 'West African', minutes: 60 },
];

const columns: GridColDef<Recipe>[] = [
  // No `headerName`: the header shows the field name.
  { field: 'dish', width: 150 },
  // `headerName` gives a readable title; `description` a tooltip on the header.
  { field: 'cuisine', headerName: 'Cuisine', width: 150, description: 'Where the dish comes from' },
  { field: 'minutes', headerName: 'Cooking time (min)', type: 'number', width: 180 },
];

export default function BasicColumnsGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Recipes" hideFooter />
    </Box>
  );
}
