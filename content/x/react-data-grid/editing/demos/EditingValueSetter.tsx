import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Guest {
  id: number;
  givenName: string;
  familyName: string;
  seats: number;
}

const rows: Guest[] = [
  { id: 1, givenName: 'Olga', familyName: 'Petrov', seats: 2 },
  { id: 2, givenName: 'Tomás', familyName: 'Silva', seats: 4 },
  { id: 3, givenName: 'Rania', familyName: 'Haddad', seats: 1 },
  { id: 4, givenName: 'Nikhil', familyName: 'Rao', seats: 3 },
];

const columns: GridColDef<Guest>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    flex: 1.2,
    minWidth: 190,
    editable: true,
    valueGetter: (params) => `${params.row.givenName} ${params.row.familyName}`,
    // Splits the edited text back into the two fields the row stores.
    valueSetter: (params) => {
      const [givenName = '', ...rest] = String(params.value).trim().split(' ');
      return { ...params.row, givenName, familyName: rest.join(' ') };
    },
  },
  { field: 'givenName', headerName: 'Given name', flex: 1, minWidth: 120 },
  { field: 'familyName', headerName: 'Family name', flex: 1, minWidth: 120 },
  {
    field: 'seats',
    headerName: 'Seats',
    type: 'number',
    minWidth: 90,
    editable: true,
    // Rounds and bounds what the reader types before it reaches the row.
    valueParser: (value: number) => Math.min(8, Math.max(1, Math.round(value))),
  },
];

export default function EditingValueSetter() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Dinner guests with a derived, editable full name" hideFooter />
    </Box>
  );
}
