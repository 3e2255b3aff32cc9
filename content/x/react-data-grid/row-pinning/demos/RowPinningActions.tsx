import * as React from 'react';
import Box from '@mui/material/Box';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedRowsProp,
  type GridRowId,
} from '@mui/x-data-grid-pro';

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

const allRows = createEmployees(30);

export default function RowPinningActions() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([3]);

  const togglePin = React.useCallback((id: GridRowId) => {
    setPinnedIds((previous) => (previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id]));
  }, []);

  const { rows, pinnedRows } = React.useMemo(() => {
    const top = pinnedIds.map((id) => allRows.find((row) => row.id === id)).filter((row): row is Employee => !!row);
    const pinned: GridPinnedRowsProp<Employee> = { top };
    return { rows: allRows.filter((row) => !pinnedIds.includes(row.id)), pinnedRows: pinned };
  }, [pinnedIds]);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {
        field: 'pin',
        type: 'actions',
        headerName: 'Pin',
        width: 60,
        getActions: ({ id, row }) => {
          const pinned = pinnedIds.includes(id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={pinned ? `Unpin ${row.name}` : `Pin ${row.name}`}
              onClick={() => togglePin(id)}
            />,
          ];
        },
      },
      ...employeeColumns,
    ],
    [pinnedIds, togglePin],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        aria-label="Employees; pin a row to keep it at the top"
      />
    </Box>
  );
}
