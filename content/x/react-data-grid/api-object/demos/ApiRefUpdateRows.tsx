import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

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

export default function ApiRefUpdateRows() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(rows.length + 1);

  const giveRaise = () => {
    // Several rows in one call: a Pro feature of updateRows.
    const updates = (Array.from(apiRef.current.getSelectedRows().values()) as Employee[]).map((employee) => ({
      id: employee.id,
      salary: Math.round(employee.salary * 1.05),
    }));
    apiRef.current.updateRows(updates);
  };

  const addHire = () => {
    const id = nextId.current;
    nextId.current += 1;
    apiRef.current.updateRows([
      { id, name: `New hire ${id - rows.length}`, role: 'Engineer', office: 'Berlin', startYear: 2024, salary: 68000 },
    ]);
    apiRef.current.scrollToIndexes({ rowIndex: apiRef.current.getRowsCount() - 1 });
  };

  const removeSelected = () => {
    const ids = Array.from(apiRef.current.getSelectedRows().keys());
    apiRef.current.updateRows(ids.map((id) => ({ id, _action: 'delete' })));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={giveRaise}>
          5% raise for the selection
        </Button>
        <Button size="small" variant="outlined" onClick={addHire}>
          Add a hire
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={removeSelected}>
          Remove the selection
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} checkboxSelection aria-label="Team updated through the API" />
      </Box>
    </Stack>
  );
}
