import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const names = [
  'Harbour View',
  'Old Mill Inn',
  'Riverside Lodge',
  'Cedar House',
  'Grand Plaza',
  'Sea Breeze',
  'Alpine Rest',
  'City Loft',
  'Olive Grove',
  'Northern Lights',
];
const cities = ['Lisbon', 'Kyoto', 'Oslo', 'Cape Town', 'Lima', 'Toronto', 'Hanoi', 'Vienna'];

// Computed from the index, so every render gets the same rows.
const rows = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  hotel: `${names[index % names.length]} ${Math.floor(index / names.length) + 1}`,
  city: cities[(index * 3) % cities.length],
  rating: ((index * 7) % 5) + 1,
  pricePerNight: 60 + ((index * 37) % 240),
}));

const columns: GridColDef[] = [
  {
    field: 'pricePerNight',
    headerName: 'Price per night',
    type: 'number',
    width: 150,
  },
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'rating', headerName: 'Stars', type: 'number', width: 110 },
];

export default function FilterPanelProps() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{
          filterPanel: {
            // List the columns alphabetically in the column select.
            columnsSort: 'asc',
            filterFormProps: {
              // Hide the price column from the column select.
              filterColumns: ({ columns: available }) =>
                available.filter((column) => column.field !== 'pricePerNight').map((column) => column.field),
              columnInputProps: {
                variant: 'outlined',
                size: 'small',
                sx: { mt: 'auto' },
              },
              operatorInputProps: {
                variant: 'outlined',
                size: 'small',
                sx: { mt: 'auto' },
              },
              valueInputProps: {
                InputComponentProps: { variant: 'outlined', size: 'small' },
              },
              deleteIconProps: {
                sx: { '& .MuiSvgIcon-root': { color: 'error.main' } },
              },
            },
            sx: { '& .MuiDataGrid-filterForm': { gap: 1, p: 1.5 } },
          },
        }}
        aria-label="Hotels with a restyled filter panel"
      />
    </Box>
  );
}
