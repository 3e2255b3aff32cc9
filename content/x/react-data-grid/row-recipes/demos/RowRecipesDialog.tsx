import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
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

const rows = createEmployees(30);
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export default function RowRecipesDialog() {
  const [openRow, setOpenRow] = React.useState<Employee | null>(null);

  const handleDoubleClick: GridEventListener<'rowDoubleClick'> = (params) => setOpenRow(params.row as Employee);

  // Enter on a focused cell opens the same dialog, so the keyboard reaches it too.
  const handleKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (event.key === 'Enter') {
      event.defaultMuiPrevented = true;
      setOpenRow(params.row as Employee);
    }
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={employeeColumns}
        aria-label="Employees; double-click a row or press Enter to see the details"
        onRowDoubleClick={handleDoubleClick}
        onCellKeyDown={handleKeyDown}
      />
      <Dialog open={openRow !== null} onClose={() => setOpenRow(null)} aria-labelledby="employee-dialog-title">
        {openRow ? (
          <React.Fragment>
            <DialogTitle id="employee-dialog-title">{openRow.name}</DialogTitle>
            <DialogContent>
              <Typography>
                {openRow.department}, {openRow.city}
              </Typography>
              <Typography>Started on {dateFormat.format(openRow.startDate)}</Typography>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpenRow(null)}>Close</Button>
            </DialogActions>
          </React.Fragment>
        ) : null}
      </Dialog>
    </Box>
  );
}
