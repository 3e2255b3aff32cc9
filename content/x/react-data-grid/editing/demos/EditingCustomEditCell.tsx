import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  reviewer: string;
  stars: number;
}

const rows: Review[] = [
  { id: 1, product: 'Trail running shoes', reviewer: 'Ines Costa', stars: 4 },
  { id: 2, product: 'Insulated water bottle', reviewer: 'Goran Petrov', stars: 5 },
  { id: 3, product: 'Ultralight tent', reviewer: 'Hana Ito', stars: 3 },
  { id: 4, product: 'Headlamp, 400 lumens', reviewer: 'Bruno Silva', stars: 2 },
  { id: 5, product: 'Merino base layer', reviewer: 'Yara Haddad', stars: 5 },
];

function StarsEditCell(props: GridRenderEditCellParams<Review, number>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  return (
    <Rating
      name={`stars-${id}`}
      value={value ?? 0}
      autoFocus
      onChange={(_event, newValue) => {
        // Writes the value into the edit state; the grid saves it when editing stops.
        apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
      }}
      sx={{ px: 1 }}
    />
  );
}

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', flex: 1.4, minWidth: 190 },
  { field: 'reviewer', headerName: 'Reviewer', flex: 1, minWidth: 130 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    headerAlign: 'left',
    align: 'left',
    minWidth: 150,
    editable: true,
    renderCell: (params: GridRenderCellParams<Review, number>) => (
      <Rating value={params.value ?? 0} readOnly size="small" aria-label={`${params.value ?? 0} out of 5 stars`} />
    ),
    renderEditCell: (params: GridRenderEditCellParams<Review, number>) => <StarsEditCell {...params} />,
  },
];

export default function EditingCustomEditCell() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Product reviews with a star rating editor" hideFooter />
    </Box>
  );
}
