import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 1, city: 'Lisbon', country: 'Portugal', population: 545000 },
  { id: 2, city: 'Osaka', country: 'Japan', population: 2750000 },
  { id: 3, city: 'Quito', country: 'Ecuador', population: 2800000 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
  {
    field: 'label',
    headerName: 'Label',
    width: 200,
    sortable: false,
    valueGetter: (params) => `${params.row.city}, ${params.row.country}`,
  },
];

export default function CitiesGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50, 100]}
        checkboxSelection
        aria-label="Cities"
        disableRowSelectionOnClick
      />
    </Box>
  );
}
