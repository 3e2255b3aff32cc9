import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  sku: string;
  name: string;
  warehouse: string;
  quantity: number;
}

// These rows have no `id` field: the SKU identifies each one.
const rows: StockItem[] = [
  { sku: 'KB-104-BLK', name: 'Mechanical keyboard', warehouse: 'Rotterdam', quantity: 214 },
  { sku: 'MS-220-GRY', name: 'Wireless mouse', warehouse: 'Rotterdam', quantity: 530 },
  { sku: 'HD-900-WHT', name: 'USB-C hub', warehouse: 'Leipzig', quantity: 87 },
  { sku: 'MN-270-BLK', name: '27-inch monitor', warehouse: 'Leipzig', quantity: 42 },
  { sku: 'WC-108-BLK', name: '1080p webcam', warehouse: 'Porto', quantity: 160 },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', flex: 1, minWidth: 130 },
  { field: 'name', headerName: 'Product', flex: 1.4, minWidth: 170 },
  { field: 'warehouse', headerName: 'Warehouse', flex: 1, minWidth: 120 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', minWidth: 100 },
];

const getRowId = (row: StockItem) => row.sku;

export default function RowDefinitionGetRowId() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowId={getRowId} aria-label="Stock by SKU" hideFooter />
    </Box>
  );
}
