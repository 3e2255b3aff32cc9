import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

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

export default function ApiRefControls() {
  const apiRef = useGridApiRef();

  const showLastRow = () => {
    const lastIndex = apiRef.current.getRowsCount() - 1;
    apiRef.current.scrollToIndexes({ rowIndex: lastIndex, colIndex: 0 });
    apiRef.current.setCellFocus(apiRef.current.getRowIdFromRowIndex(lastIndex), 'name');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={() => apiRef.current.sortColumn(apiRef.current.getColumn('salary'), 'desc')}>
          Highest salaries first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current.setFilterModel({ items: [{ field: 'office', operator: 'equals', value: 'Lisbon' }] })}
        >
          Lisbon office only
        </Button>
        <Button size="small" variant="outlined" onClick={showLastRow}>
          Go to the last row
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current.setSortModel([]);
            apiRef.current.setFilterModel({ items: [] });
          }}
        >
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter aria-label="Team, driven by the API object" />
      </Box>
    </Stack>
  );
}
