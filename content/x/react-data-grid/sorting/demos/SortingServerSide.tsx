import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

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
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', flex: 1, minWidth: 130 },
  { field: 'city', headerName: 'City', flex: 0.8, minWidth: 100 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    flex: 0.8,
    minWidth: 110,
    valueFormatter: (params) => salaryFormat.format(params.value as number),
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', flex: 0.8, minWidth: 120 },
];

// A stand-in for a back end: it keeps its own rows, sorts them and answers after a delay.
const serverRows = createEmployees(60);

function compareValues(a: Employee[keyof Employee], b: Employee[keyof Employee]): number {
  if (a instanceof Date && b instanceof Date) {
    return a.getTime() - b.getTime();
  }
  if (typeof a === 'number' && typeof b === 'number') {
    return a - b;
  }
  return String(a).localeCompare(String(b));
}

function fetchSortedEmployees(sortModel: GridSortModel, delayMs = 600): Promise<Employee[]> {
  const sorted = [...serverRows];
  const [item] = sortModel;
  if (item && item.sort) {
    const field = item.field as keyof Employee;
    const direction = item.sort === 'asc' ? 1 : -1;
    sorted.sort((a, b) => direction * compareValues(a[field], b[field]));
  }
  return new Promise((resolve) => {
    setTimeout(() => resolve(sorted), delayMs);
  });
}

export default function SortingServerSide() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'startDate', sort: 'desc' }]);
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchSortedEmployees(sortModel).then((sortedRows) => {
      // Ignore answers to requests that a newer sort model has replaced.
      if (active) {
        setRows(sortedRows);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        aria-label="Employees sorted by a simulated server"
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
      />
    </Box>
  );
}
