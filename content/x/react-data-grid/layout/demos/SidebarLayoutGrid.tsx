import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  weightKg: number;
  status: string;
}

const DESTINATIONS = ['Rotterdam', 'Singapore', 'Santos', 'Mombasa', 'Vancouver', 'Busan'];
const CARRIERS = ['Blue Anchor', 'Northwind Cargo', 'Tradewind Lines'];
const STATUSES = ['Packed', 'In transit', 'Delivered'];

const rows: Shipment[] = Array.from({ length: 25 }, (_, index) => ({
  id: `SH-${8800 + index}`,
  destination: DESTINATIONS[(index * 5) % DESTINATIONS.length]!,
  carrier: CARRIERS[index % CARRIERS.length]!,
  weightKg: 120 + ((index * 211) % 900),
  status: STATUSES[(index * 7) % STATUSES.length]!,
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 150 },
  { field: 'carrier', headerName: 'Carrier', width: 170 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 130 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function SidebarLayoutGrid() {
  return (
    <Box
      sx={{
        display: 'grid',
        // minmax(0, 1fr) lets the grid's track shrink below the width of its columns.
        gridTemplateColumns: '130px minmax(0, 1fr)',
        gap: 2,
        width: '100%',
      }}
    >
      <List dense aria-label="Warehouses" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {['Lisbon', 'Hamburg', 'Valencia'].map((warehouse, index) => (
          <ListItemButton key={warehouse} selected={index === 0}>
            <ListItemText primary={warehouse} />
          </ListItemButton>
        ))}
      </List>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} aria-label="Shipments from Lisbon" hideFooter />
      </Box>
    </Box>
  );
}
