import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
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

const editableColumns = columns.map((column) => ({ ...column, editable: column.field !== 'name' }));

interface PendingChange {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

/** Describes what changed between two versions of a row, field by field. */
function describeChanges(newRow: Employee, oldRow: Employee): string[] {
  return columns
    .filter(({ field }) => newRow[field as keyof Employee] !== oldRow[field as keyof Employee])
    .map(({ field, headerName }) => `${headerName}: ${oldRow[field as keyof Employee]} → ${newRow[field as keyof Employee]}`);
}

export default function ConfirmBeforeSaving() {
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // The grid waits for the promise: it resolves with the row to keep, the new one or the old one.
  const processRowUpdate = React.useCallback(
    (newRow: Employee, oldRow: Employee) =>
      new Promise<Employee>((resolve) => {
        if (describeChanges(newRow, oldRow).length === 0) {
          resolve(oldRow);
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const answer = (keep: boolean) => {
    if (pending) {
      pending.resolve(keep ? pending.newRow : pending.oldRow);
      setPending(null);
    }
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={editableColumns}
        processRowUpdate={processRowUpdate}
        hideFooter
        aria-label="Team whose edits need confirming"
      />
      <Dialog open={pending !== null} onClose={() => answer(false)} aria-labelledby="confirm-edit-title">
        <DialogTitle id="confirm-edit-title">Save this change?</DialogTitle>
        <DialogContent>
          {pending
            ? describeChanges(pending.newRow, pending.oldRow).map((line) => (
                <DialogContentText key={line}>{line}</DialogContentText>
              ))
            : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Discard</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
