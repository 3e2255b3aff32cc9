import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

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

const initialRows = createEmployees(12);

// A stand-in for a save request: it rejects empty names and answers after a delay.
function saveEmployee(employee: Employee): Promise<Employee> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (employee.name.trim() === '') {
        reject(new Error('The server refused the change: a name cannot be empty.'));
      } else {
        resolve({ ...employee, name: employee.name.trim() });
      }
    }, 400);
  });
}

interface Notice {
  severity: 'success' | 'error';
  message: string;
}

export default function EditingProcessRowUpdate() {
  const [notice, setNotice] = React.useState<Notice | null>(null);

  const processRowUpdate = React.useCallback(async (newRow: Employee, oldRow: Employee) => {
    if (JSON.stringify(newRow) === JSON.stringify(oldRow)) {
      return oldRow;
    }
    const saved = await saveEmployee(newRow);
    setNotice({ severity: 'success', message: `Saved ${saved.name}.` });
    return saved;
  }, []);

  const handleError = React.useCallback((error: unknown) => {
    setNotice({ severity: 'error', message: error instanceof Error ? error.message : 'The change was not saved.' });
  }, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={employeeColumns}
        aria-label="Employees saved to a simulated server"
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleError}
        hideFooter
      />
      <Snackbar open={notice !== null} autoHideDuration={4000} onClose={() => setNotice(null)}>
        {notice ? (
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)}>
            {notice.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
