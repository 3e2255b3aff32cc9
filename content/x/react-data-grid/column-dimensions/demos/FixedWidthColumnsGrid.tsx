import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Airport {
  id: string;
  name: string;
  city: string;
  passengers: number;
}

const rows: Airport[] = [
  { id: 'LIS', name: 'Humberto Delgado Airport', city: 'Lisbon', passengers: 33_600_000 },
  { id: 'NBO', name: 'Jomo Kenyatta International Airport', city: 'Nairobi', passengers: 8_900_000 },
  { id: 'YYZ', name: 'Toronto Pearson International Airport', city: 'Toronto', passengers: 44_800_000 },
  { id: 'KIX', name: 'Kansai International Airport', city: 'Osaka', passengers: 18_300_000 },
  { id: 'BOG', name: 'El Dorado International Airport', city: 'Bogotá', passengers: 40_500_000 },
];

const columns: GridColDef<Airport>[] = [
  // No width: the default of 100 px.
  { field: 'id', headerName: 'Code' },
  { field: 'name', headerName: 'Airport', width: 320 },
  { field: 'city', headerName: 'City', width: 130 },
  {
    field: 'passengers',
    headerName: 'Passengers a year',
    type: 'number',
    width: 180,
    valueFormatter: (params) => (params.value as number).toLocaleString('en-US'),
  },
];

export default function FixedWidthColumnsGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Airports" hideFooter />
    </Box>
  );
}
