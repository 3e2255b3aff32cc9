import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  stock: number;
  price: number;
}

const productNames = ['Desk lamp', 'Standing desk', 'Monitor arm', 'Laptop stand', 'Ergonomic chair', 'Cable tray', 'Footrest', 'Webcam cover', 'Desk mat', 'Headphone hook'];

// Computed from the index, so every render produces the same rows.
const rows: Product[] = productNames.map((name, index) => ({
  id: index + 1,
  name,
  stock: (index * 7) % 4 === 0 ? 0 : (index * 13) % 40,
  price: 19 + ((index * 37) % 280),
}));

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160 },
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    flex: 0.6,
    minWidth: 100,
    valueFormatter: (params) => ((params.value as number) === 0 ? 'Sold out' : String(params.value)),
  },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', flex: 0.6, minWidth: 110 },
];

export default function RowSelectionIsRowSelectable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        aria-label="Products; sold-out products cannot be selected"
        checkboxSelection
        isRowSelectable={(params) => params.row.stock > 0}
        hideFooter
      />
    </Box>
  );
}
