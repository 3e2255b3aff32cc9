import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969 },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979 },
  { id: 3, title: 'Solaris', author: 'Stanisław Lem', year: 1961 },
  { id: 4, title: 'The Three-Body Problem', author: 'Liu Cixin', year: 2008 },
  { id: 5, title: 'Piranesi', author: 'Susanna Clarke', year: 2020 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1.5, minWidth: 210 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 160 },
  { field: 'year', headerName: 'Year', type: 'number', minWidth: 80, valueFormatter: (params) => String(params.value) },
];

export default function RowDefinitionBasic() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Novels" hideFooter />
    </Box>
  );
}
