import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  bedrooms: number;
  listed: Date;
  viewing: Date;
  furnished: boolean;
  kind: string;
}

const STREETS = ['Rua Augusta', 'Calle Mayor', 'Kastanienallee', 'Queen Street', 'Rue Oberkampf', 'Via Roma'];
const KINDS = ['Apartment', 'House', 'Studio', 'Loft'];

const rows: Listing[] = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  address: `${12 + index * 7} ${STREETS[index % STREETS.length]}`,
  bedrooms: 1 + (index % 4),
  listed: new Date(2024, index % 12, 1 + ((index * 3) % 27)),
  viewing: new Date(2024, 11, 1 + (index % 20), 9 + (index % 8), (index % 2) * 30),
  furnished: index % 3 === 0,
  kind: KINDS[index % KINDS.length]!,
}));

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address (string)', flex: 1, minWidth: 200 },
  { field: 'bedrooms', headerName: 'Bedrooms (number)', type: 'number', width: 180 },
  { field: 'listed', headerName: 'Listed (date)', type: 'date', width: 150 },
  { field: 'viewing', headerName: 'Viewing (dateTime)', type: 'dateTime', width: 210 },
  { field: 'furnished', headerName: 'Furnished (boolean)', type: 'boolean', width: 190 },
  { field: 'kind', headerName: 'Kind (singleSelect)', type: 'singleSelect', valueOptions: KINDS, width: 190 },
];

export default function ColumnTypesGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Property listings" />
    </Box>
  );
}
