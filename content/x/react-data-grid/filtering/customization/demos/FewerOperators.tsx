import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbar,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
} from '@mui/x-data-grid';

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
    field: 'hotel',
    headerName: 'Hotel',
    flex: 1,
    minWidth: 180,
    // Only two of the seven string operators.
    filterOperators: getGridStringOperators().filter((operator) => ['contains', 'startsWith'].includes(operator.value)),
  },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'rating', headerName: 'Stars', type: 'number', width: 110 },
  {
    field: 'pricePerNight',
    headerName: 'Price per night',
    type: 'number',
    width: 180,
    filterOperators: getGridNumericOperators().filter((operator) => operator.value === '<=' || operator.value === '>='),
  },
];

export default function FewerOperators() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'pricePerNight', operator: '<=', value: 120 }],
            },
          },
        }}
        aria-label="Hotels with a reduced set of filter operators"
      />
    </Box>
  );
}
