import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

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

export default function RowSelectionApi() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Employee[]>(() => createEmployees(30));
  const [selectedCount, setSelectedCount] = React.useState(0);

  const removeSelected = () => {
    const selected = apiRef.current.getSelectedRows();
    setRows((previous) => previous.filter((row) => !selected.has(row.id)));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.selectRow(rows[0]?.id ?? 0, true, true)}>
          Select the first row only
        </Button>
        <Button size="small" variant="outlined" color="error" disabled={selectedCount === 0} onClick={removeSelected}>
          Remove {selectedCount} selected
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={employeeColumns}
          aria-label="Employees removed through the API object"
          checkboxSelection
          onRowSelectionModelChange={(model) => setSelectedCount(model.length)}
        />
      </Box>
    </Box>
  );
}
