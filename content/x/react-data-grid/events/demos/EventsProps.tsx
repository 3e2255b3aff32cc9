import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

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

export default function EventsProps() {
  const [log, setLog] = React.useState<string[]>([]);
  const record = (message: string) => setLog((entries) => [message, ...entries].slice(0, 5));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          onRowClick={(params) => record(`rowClick: ${(params.row as Employee).name}`)}
          onCellDoubleClick={(params) => record(`cellDoubleClick: ${params.field} = ${String(params.formattedValue)}`)}
          onColumnHeaderClick={(params) => record(`columnHeaderClick: ${params.field}`)}
          onSortModelChange={(model) => record(`sortModelChange: ${JSON.stringify(model)}`)}
          onCellKeyDown={(params, event) => record(`cellKeyDown: ${event.key} in ${params.field}`)}
          aria-label="Team with event callbacks"
        />
      </Box>
      <Box aria-live="polite" sx={{ minHeight: 110 }}>
        {log.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Click a row, double-click a cell, sort a column or press a key in a cell.
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={`${log.length - index}`} variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {entry}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
