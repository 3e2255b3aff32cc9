import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  status: string;
  total: number;
  placed: Date;
}

const CUSTOMERS = ['Harbor Foods', 'Nordlicht GmbH', 'Maple & Co', 'Sakura Retail', 'Andes Imports'];
const STATUSES = ['Placed', 'Packed', 'Shipped', 'Delivered'];

const rows: Order[] = Array.from({ length: 8 }, (_, index) => ({
  id: 5001 + index,
  customer: CUSTOMERS[index % CUSTOMERS.length]!,
  status: STATUSES[(index * 3) % STATUSES.length]!,
  total: 120 + ((index * 389) % 900),
  placed: new Date(2024, 4, 2 + index * 3),
}));

// Defined in one order, shown in another: status and total come first.
const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', type: 'number', width: 100 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'placed', headerName: 'Placed', type: 'date', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 120 },
];

export default function InitialOrderGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        aria-label="Orders"
        hideFooter
        initialState={{ columns: { orderedFields: ['status', 'total', 'id', 'customer', 'placed'] } }}
      />
    </Box>
  );
}
