import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridApiEventHandler,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  office: string;
  startYear: number;
  salary: number;
}

const NAMES = [
  'Ada Mensah', 'Bruno Keller', 'Carmen Ortiz', 'Dev Malhotra', 'Elif Demir', 'Farid Haddad', 'Greta Lund',
  'Hiro Sato', 'Ines Duarte', 'Jonah Clarke', 'Kira Novak', 'Liam Byrne', 'Maya Cohen', 'Noor Rahman',
  'Oskar Berg', 'Priya Nair', 'Rafael Costa', 'Sofia Greco', 'Tariq Aziz', 'Uma Iyer', 'Victor Hugo Lima',
  'Wen Zhao', 'Yara Haddad', 'Zoe Laurent',
];
const ROLES = ['Engineer', 'Designer', 'Product manager', 'Data analyst', 'Support lead'];
const OFFICES = ['Berlin', 'Lisbon', 'Montreal', 'Singapore'];

// Values computed from the position: the same rows on the server and in the browser.
const rows: Employee[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  role: ROLES[index % ROLES.length] as string,
  office: OFFICES[(index * 3) % OFFICES.length] as string,
  startYear: 2012 + ((index * 7) % 12),
  salary: 52000 + ((index * 7919) % 60000),
}));

const salaryFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'role', headerName: 'Role', width: 150 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'startYear', headerName: 'Since', type: 'number', width: 90, valueFormatter: (params) => String(params.value) },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (params) => salaryFormatter.format(Number(params.value)),
  },
];

// A footer that follows the focused cell. The hook subscribes on mount and unsubscribes on unmount.
function FocusFooter() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('Focus a cell with a click or the arrow keys.');

  const handleFocus: GridEventListener<'cellFocusIn'> = (params) => {
    const column = apiRef.current.getColumn(params.field);
    setMessage(`${column.headerName ?? params.field}: ${String(params.formattedValue)}`);
  };
  useGridApiEventHandler(apiRef, 'cellFocusIn', handleFocus);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </GridFooterContainer>
  );
}

export default function EventsHookInFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: FocusFooter }} aria-label="Team with a footer that follows focus" />
    </Box>
  );
}
