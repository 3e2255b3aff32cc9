import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridPaginationModel, type GridColDef } from '@mui/x-data-grid';

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

interface PageResponse {
  rows: Employee[];
  totalCount: number;
}

// A stand-in for a back end that holds 480 rows and returns one page at a time after a delay.
const serverRows = createEmployees(480);

function fetchPage({ page, pageSize }: GridPaginationModel): Promise<PageResponse> {
  const start = page * pageSize;
  return new Promise((resolve) => {
    setTimeout(() => resolve({ rows: serverRows.slice(start, start + pageSize), totalCount: serverRows.length }), 500);
  });
}

export default function PaginationServerSide() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel).then((response) => {
      if (active) {
        setRows(response.rows);
        setRowCount(response.totalCount);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        aria-label="Employees paged by a simulated server"
        paginationMode="server"
        rowCount={rowCount}
        loading={loading}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
