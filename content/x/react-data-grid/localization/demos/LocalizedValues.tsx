import Box from '@mui/material/Box';
import { DataGrid, frFR, type GridColDef } from '@mui/x-data-grid';

const products = ['Lampe de bureau', 'Chaise de bureau', 'Bureau debout', 'Souris sans fil', 'Écran 27 pouces'];

// Computed from the index, so every render gets the same rows.
const rows = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  product: products[index % products.length],
  price: 24.5 + ((index * 37) % 400) + 0.99,
  delivery: new Date(2024, index % 12, (index % 27) + 1),
}));

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const dates = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

// The locale translates the grid's own texts; values are formatted by your columns.
const columns: GridColDef[] = [
  { field: 'product', headerName: 'Produit', flex: 1, minWidth: 170 },
  {
    field: 'price',
    headerName: 'Prix',
    type: 'number',
    width: 130,
    valueFormatter: (params) => euros.format(params.value as number),
  },
  {
    field: 'delivery',
    headerName: 'Livraison',
    type: 'date',
    width: 170,
    valueFormatter: (params) => dates.format(params.value as Date),
  },
];

export default function LocalizedValues() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        localeText={frFR.components.MuiDataGrid.defaultProps.localeText}
        aria-label="Commandes en français"
      />
    </Box>
  );
}
