import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbar,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterOperator,
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

// Wrap the built-in "<=" operator: the user types a budget per night, and the label says so.
const numericLessOrEqual = getGridNumericOperators().find((operator) => operator.value === '<=');

const withinBudget: GridFilterOperator[] = numericLessOrEqual
  ? [
      {
        ...numericLessOrEqual,
        label: 'within budget of',
        value: 'withinBudget',
      },
    ]
  : [];

const columns: GridColDef[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'rating', headerName: 'Stars', type: 'number', width: 110 },
  {
    field: 'pricePerNight',
    headerName: 'Price per night',
    type: 'number',
    width: 180,
    valueFormatter: (params) => `$${params.value as number}`,
    filterOperators: [...withinBudget, ...getGridNumericOperators()],
  },
];

export default function WrapOperator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                {
                  field: 'pricePerNight',
                  operator: 'withinBudget',
                  value: 100,
                },
              ],
            },
          },
        }}
        aria-label="Hotels within a nightly budget"
      />
    </Box>
  );
}
