import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GRID_NUMERIC_COL_DEF,
  useGridApiContext,
  type GridColDef,
  type GridColTypeDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Hotel {
  id: number;
  hotel: string;
  city: string;
  rating: number;
}

const rows: Hotel[] = [
  { id: 1, hotel: 'Casa do Rio', city: 'Porto', rating: 4 },
  { id: 2, hotel: 'Hotel Amber', city: 'Kraków', rating: 3 },
  { id: 3, hotel: 'Sea Breeze Inn', city: 'Zanzibar', rating: 5 },
  { id: 4, hotel: 'The Maple Lodge', city: 'Banff', rating: 2 },
  { id: 5, hotel: 'Ryokan Hoshi', city: 'Kyoto', rating: 5 },
  { id: 6, hotel: 'Hostal Luna', city: 'Cusco', rating: 3 },
];

function RatingEditCell(props: GridRenderEditCellParams<Hotel, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  return (
    <Rating
      name={`rating-${id}`}
      value={value ?? 0}
      autoFocus={hasFocus}
      onChange={(event, newValue) => {
        apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 }, event);
      }}
      sx={{ px: 1 }}
    />
  );
}

function RatingFilterInput(props: GridFilterInputValueProps) {
  const { item, applyValue } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name="rating-filter"
        value={Number(item.value ?? 0)}
        onChange={(event, newValue) => applyValue({ ...item, value: newValue })}
        getLabelText={(stars) => `At least ${stars} star${stars === 1 ? '' : 's'}`}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Hotel, number> = {
  label: 'At least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (filterItem.value == null) return null;
    return (params) => Number(params.value) >= Number(filterItem.value);
  },
  InputComponent: RatingFilterInput,
};

// A reusable column type: how a rating looks, is edited and is filtered.
const ratingColumnType: GridColTypeDef = {
  ...GRID_NUMERIC_COL_DEF,
  minWidth: 160,
  align: 'left',
  headerAlign: 'left',
  renderCell: (params) => (
    <Rating value={Number(params.value ?? 0)} readOnly aria-label={`${params.value} stars`} />
  ),
  renderEditCell: (params) => <RatingEditCell {...(params as GridRenderEditCellParams<Hotel, number>)} />,
  filterOperators: [atLeastOperator],
};

const columns: GridColDef<Hotel>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', minWidth: 110 },
  { field: 'rating', headerName: 'Guest rating', editable: true, ...ratingColumnType },
];

export default function RatingColumnGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Hotels"
        hideFooter
        initialState={{
          filter: { filterModel: { items: [{ field: 'rating', operator: 'atLeast', value: 3 }] } },
        }}
      />
    </Box>
  );
}
