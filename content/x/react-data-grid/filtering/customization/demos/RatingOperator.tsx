import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridToolbar,
  type GridColDef,
  type GridFilterInputValueProps,
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

function RatingInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name="rating-filter"
        value={item.value === undefined ? null : Number(item.value)}
        onChange={(_event, value) => applyValue({ ...item, value: value ?? undefined })}
        ref={focusElementRef}
        aria-label="Minimum rating"
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<(typeof rows)[number], number> = {
  label: 'at least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value === undefined || filterItem.value === null) return null;
    return (params) => Number(params.value) >= Number(filterItem.value);
  },
  InputComponent: RatingInput,
};

const columns: GridColDef[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 170,
    renderCell: (params) => <Rating value={params.value as number} readOnly size="small" />,
    filterOperators: [atLeastOperator],
  },
  {
    field: 'pricePerNight',
    headerName: 'Price per night',
    type: 'number',
    width: 150,
  },
];

export default function RatingOperator() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'rating', operator: 'atLeast', value: 4 }],
            },
          },
        }}
        aria-label="Hotels rated four stars or more"
      />
    </Box>
  );
}
