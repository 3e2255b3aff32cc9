import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface Supplier {
  id: number;
  company: string;
  email: string;
  phone: string;
  city: string;
  country: string;
}

const rows: Supplier[] = [
  { id: 1, company: 'Harbor Foods', email: 'orders@harborfoods.example', phone: '+351 21 555 0100', city: 'Lisbon', country: 'Portugal' },
  { id: 2, company: 'Nordlicht GmbH', email: 'einkauf@nordlicht.example', phone: '+49 30 555 0199', city: 'Berlin', country: 'Germany' },
  { id: 3, company: 'Maple & Co', email: 'hello@maple.example', phone: '+1 416 555 0123', city: 'Toronto', country: 'Canada' },
  { id: 4, company: 'Sakura Retail', email: 'buyers@sakura.example', phone: '+81 6 5550 1234', city: 'Osaka', country: 'Japan' },
];

const columns: GridColDef<Supplier>[] = [
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', minWidth: 240 },
  { field: 'phone', headerName: 'Phone', minWidth: 170 },
  { field: 'city', headerName: 'City', minWidth: 110 },
  { field: 'country', headerName: 'Country', minWidth: 120 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'contact', headerName: 'Contact', children: [{ field: 'email' }, { field: 'phone' }] },
  { groupId: 'address', headerName: 'Address', children: [{ field: 'city' }, { field: 'country' }] },
];

export default function BasicColumnGroupsGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        experimentalFeatures={{ columnGrouping: true }}
        aria-label="Suppliers"
        hideFooter
      />
    </Box>
  );
}
