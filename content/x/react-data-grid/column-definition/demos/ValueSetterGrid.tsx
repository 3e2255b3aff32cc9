import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
}

const rows: Contact[] = [
  { id: 1, firstName: 'Hana', lastName: 'Sato', phone: '+81 90 1234 5678' },
  { id: 2, firstName: 'Rafael', lastName: 'Costa', phone: '+351 912 345 678' },
  { id: 3, firstName: 'Nadia', lastName: 'Karimi', phone: '+49 151 2345 6789' },
  { id: 4, firstName: 'Emeka', lastName: 'Nwosu', phone: '+234 803 123 4567' },
];

const columns: GridColDef<Contact>[] = [
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    flex: 1,
    minWidth: 200,
    editable: true,
    valueGetter: (params) => `${params.row.firstName} ${params.row.lastName}`,
    // Splits the edited text back into the two fields the row stores.
    valueSetter: (params) => {
      const [firstName = '', ...rest] = (params.value as string).trim().split(/\s+/);
      return { ...params.row, firstName, lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'First name', minWidth: 120 },
  { field: 'lastName', headerName: 'Last name', minWidth: 120 },
  {
    field: 'phone',
    headerName: 'Phone (editable)',
    minWidth: 190,
    editable: true,
    // Keeps only digits, spaces and a leading plus from what was typed.
    valueParser: (value) => String(value ?? '').replace(/[^\d+ ]/g, ''),
  },
];

export default function ValueSetterGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Contacts" hideFooter />
    </Box>
  );
}
