import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

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

const editableColumns = columns.map((column) => ({ ...column, editable: column.field !== 'name' }));

// Support leads' salaries are set elsewhere, and nobody edits the start year of people hired before 2016.
const isCellEditable = (params: GridCellParams<Employee>) => {
  if (params.field === 'salary') {
    return params.row.role !== 'Support lead';
  }
  if (params.field === 'startYear') {
    return params.row.startYear >= 2016;
  }
  return true;
};

export default function ConditionalEditing() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        // Cells that cannot be edited look quieter.
        '& .locked': { color: 'text.secondary', fontStyle: 'italic' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={editableColumns}
        isCellEditable={isCellEditable}
        getCellClassName={(params) => (params.colDef.editable && !isCellEditable(params) ? 'locked' : '')}
        hideFooter
        aria-label="Team with conditional editing"
      />
    </Box>
  );
}
