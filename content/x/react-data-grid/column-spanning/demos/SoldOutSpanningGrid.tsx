import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  product: string;
  // null when every shop is out of stock.
  prices: { north: number; centre: number; south: number } | null;
}

const rows: Product[] = [
  { id: 1, product: 'Trail running shoes', prices: { north: 129, centre: 124.5, south: 132 } },
  { id: 2, product: 'Rain jacket', prices: null },
  { id: 3, product: 'Merino base layer', prices: { north: 69.9, centre: 72, south: 64.5 } },
  { id: 4, product: 'Head torch', prices: null },
  { id: 5, product: 'Insulated bottle', prices: { north: 24, centre: 22.9, south: 25.5 } },
];

const euro = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Product>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 190 },
  {
    field: 'north',
    headerName: 'North shop',
    minWidth: 130,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (params) => (params.row.prices ? euro(params.row.prices.north) : 'Sold out in every shop'),
    // A sold-out product gets one cell across the three shops.
    colSpan: (params) => (params.row.prices ? 1 : 3),
    cellClassName: (params) => (params.row.prices ? '' : 'price--sold-out'),
  },
  {
    field: 'centre',
    headerName: 'Centre shop',
    minWidth: 130,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (params) => (params.row.prices ? euro(params.row.prices.centre) : ''),
  },
  {
    field: 'south',
    headerName: 'South shop',
    minWidth: 130,
    align: 'right',
    headerAlign: 'right',
    valueGetter: (params) => (params.row.prices ? euro(params.row.prices.south) : ''),
  },
];

export default function SoldOutSpanningGrid() {
  return (
    <Box
      sx={{
        height: 370,
        width: '100%',
        '& .price--sold-out': { justifyContent: 'center', fontStyle: 'italic', color: 'text.secondary' },
      }}
    >
      <DataGrid rows={rows} columns={columns} aria-label="Prices per shop" hideFooter disableColumnMenu />
    </Box>
  );
}
