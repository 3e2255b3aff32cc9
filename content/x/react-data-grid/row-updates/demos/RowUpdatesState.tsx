import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  done: boolean;
}

const titles = ['Draft the release notes', 'Review the pricing page', 'Renew the TLS certificate', 'Plan the team offsite', 'Update the privacy policy', 'Archive old invoices'];
const owners = ['Hana', 'Jonas', 'Farah', 'Tomás', 'Keiko'];

const createTask = (id: number): Task => ({
  id,
  title: titles[id % titles.length] ?? 'New task',
  owner: owners[id % owners.length] ?? 'Unassigned',
  done: false,
});

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1.5, minWidth: 200 },
  { field: 'owner', headerName: 'Owner', flex: 1, minWidth: 100 },
  { field: 'done', headerName: 'Done', type: 'boolean', minWidth: 80 },
];

export default function RowUpdatesState() {
  const [rows, setRows] = React.useState<Task[]>(() => [createTask(1), createTask(2), createTask(3)]);
  const nextId = React.useRef(4);

  const addTask = () => {
    const task = createTask(nextId.current);
    nextId.current += 1;
    setRows((previous) => [...previous, task]);
  };

  const completeFirstOpen = () => {
    setRows((previous) => {
      const index = previous.findIndex((task) => !task.done);
      return previous.map((task, position) => (position === index ? { ...task, done: true } : task));
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addTask}>
          Add a task
        </Button>
        <Button size="small" variant="outlined" onClick={completeFirstOpen}>
          Complete the first open task
        </Button>
        <Button size="small" onClick={() => setRows((previous) => previous.slice(0, -1))}>
          Remove the last task
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} aria-label="Tasks kept in React state" hideFooter />
      </Box>
    </Box>
  );
}
