import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';

const categories = ['LMP', 'CHR', 'DSK', 'MSE', 'MON'];
const names = ['Desk lamp', 'Office chair', 'Standing desk', 'Wireless mouse', '27-inch monitor'];

// Computed from the index, so every render gets the same rows.
const rows = Array.from({ length: 200 }, (_, index) => ({
  id: index + 1,
  sku: `${categories[index % categories.length]}-${String(1000 + index * 7).padStart(5, '0')}`,
  name: names[index % names.length],
  stock: (index * 17) % 90,
}));

const columns: GridColDef[] = [
  {
    field: 'sku',
    headerName: 'SKU',
    width: 140,
    // A search word matches a SKU only from its start: "dsk" finds DSK-…, "1007" finds nothing here.
    getApplyQuickFilterFn: (value: string) => {
      if (!value) return null;
      const prefix = value.toUpperCase();
      return (params) => String(params.value).startsWith(prefix);
    },
  },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function QuickFilterCustomFn() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['dsk'] } },
        }}
        aria-label="Products whose SKU is searched by prefix"
      />
    </Box>
  );
}
