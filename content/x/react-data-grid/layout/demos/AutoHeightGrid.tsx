import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
}

const TASKS = ['Write release notes', 'Review pull request', 'Update dependencies', 'Plan the sprint', 'Fix flaky test', 'Answer support ticket'];
const OWNERS = ['Amara', 'Bruno', 'Chen', 'Dalia'];

const makeTask = (id: number): Task => ({
  id,
  task: TASKS[(id - 1) % TASKS.length]!,
  owner: OWNERS[(id - 1) % OWNERS.length]!,
});

const columns: GridColDef<Task>[] = [
  { field: 'id', headerName: 'No.', type: 'number', width: 80 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', minWidth: 110 },
];

export default function AutoHeightGrid() {
  const [rows, setRows] = React.useState<Task[]>(() => [1, 2, 3].map(makeTask));

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button
          variant="outlined"
          onClick={() => setRows((current) => [...current, makeTask(current.length + 1)])}
          disabled={rows.length >= 6}
        >
          Add a row
        </Button>
        <Button variant="outlined" onClick={() => setRows((current) => current.slice(0, -1))} disabled={rows.length === 0}>
          Remove a row
        </Button>
      </Stack>
      <Box sx={{ width: '100%' }}>
        <DataGrid rows={rows} columns={columns} autoHeight aria-label="Tasks" hideFooter />
      </Box>
    </Stack>
  );
}
