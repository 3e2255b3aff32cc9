import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  task: string;
  assignee: string;
  due: Date;
  priority: string;
}

const rows: Task[] = [
  { id: 1, task: 'Renew the SSL certificate', assignee: 'Ivan', due: new Date(2024, 6, 3), priority: 'High' },
  { id: 2, task: 'Update the privacy policy', assignee: 'Lucía', due: new Date(2024, 6, 12), priority: 'Normal' },
  { id: 3, task: 'Archive old invoices', assignee: 'Tomás', due: new Date(2024, 6, 20), priority: 'Low' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 230 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  { field: 'due', headerName: 'Due', type: 'date', width: 120 },
  { field: 'priority', headerName: 'Priority', width: 110 },
];

export default function ApiReorderGrid() {
  const apiRef = useGridApiRef();

  const moveToFront = (field: string) => {
    apiRef.current.setColumnIndex(field, 0);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="outlined" size="small" onClick={() => moveToFront('priority')}>
          Priority first
        </Button>
        <Button variant="outlined" size="small" onClick={() => moveToFront('due')}>
          Due date first
        </Button>
        <Button variant="outlined" size="small" onClick={() => moveToFront('task')}>
          Task first
        </Button>
      </Stack>
      <Box sx={{ height: 270, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} aria-label="Tasks" hideFooter />
      </Box>
    </Stack>
  );
}
