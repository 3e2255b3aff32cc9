import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  salary: number;
  startDate: Date;
}

const givenNames = ['Ana', 'Bruno', 'Chloé', 'Dmitri', 'Emeka', 'Farah', 'Goran', 'Hana', 'Ines', 'Jonas'];
const familyNames = ['Almeida', 'Berg', 'Costa', 'Dubois', 'Eze', 'Fischer', 'Haddad', 'Ito', 'Moreau', 'Okafor', 'Petrov'];
const departments = ['Engineering', 'Design', 'Sales', 'Finance', 'Support', 'Marketing'];
const cities = ['Lisbon', 'Berlin', 'Toronto', 'Osaka', 'Nairobi', 'Santiago', 'Seoul'];

const pick = (list: readonly string[], n: number): string => list[n % list.length] ?? '';

// Computed from the index, so every render produces the same rows.
function createEmployees(count: number): Employee[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `${pick(givenNames, i)} ${pick(familyNames, i * 7)}`,
    department: pick(departments, i * 5),
    city: pick(cities, i * 3),
    salary: 45000 + ((i * 7919) % 90) * 1000,
    startDate: new Date(2014 + ((i * 5) % 10), (i * 7) % 12, 1 + ((i * 11) % 28)),
  }));
}

const salaryFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const employeeColumns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: departments,
    flex: 1,
    minWidth: 140,
    editable: true,
  },
  { field: 'city', headerName: 'City', flex: 0.8, minWidth: 100, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    flex: 0.8,
    minWidth: 110,
    editable: true,
    valueFormatter: (params) => salaryFormat.format(params.value as number),
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', flex: 0.8, minWidth: 130, editable: true },
];

const rows = createEmployees(12);

export default function EditingEvents() {
  const [log, setLog] = React.useState<string[]>([]);

  const addEntry = (entry: string) => setLog((previous) => [entry, ...previous].slice(0, 4));

  const handleEditStart: GridEventListener<'cellEditStart'> = (params) => {
    addEntry(`Started editing ${params.field} of row ${params.id} (${params.reason ?? 'API call'})`);
  };

  const handleEditStop: GridEventListener<'cellEditStop'> = (params) => {
    addEntry(`Stopped editing ${params.field} of row ${params.id} (${params.reason ?? 'API call'})`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={employeeColumns}
          aria-label="Employees; engineers' salaries are read-only"
          isCellEditable={(params) => !(params.field === 'salary' && params.row.department === 'Engineering')}
          onCellEditStart={handleEditStart}
          onCellEditStop={handleEditStop}
          hideFooter
        />
      </Box>
      <Box component="ul" aria-live="polite" sx={{ m: 0, mt: 1, pl: 2, minHeight: 88 }}>
        {log.length === 0 ? (
          <Typography component="li" variant="body2">
            Double-click a cell or press Enter on it.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography component="li" variant="body2" key={`${index}-${entry}`}>
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
