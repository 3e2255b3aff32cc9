import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

const projects = [
  'Website redesign',
  'Warehouse move',
  'Payroll upgrade',
  'Mobile app',
  'Data migration',
  'Office fit-out',
];

const rows = projects.map((name, index) => ({ id: index + 1, name, done: (index * 23 + 12) % 101 }));

function ProgressCell({ value }: GridRenderCellParams<(typeof rows)[number], number>) {
  const percent = value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent === 100 ? 'success' : 'primary'}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
        aria-label="Progress"
      />
      <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Box>
  );
}

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 170 },
  {
    field: 'done',
    headerName: 'Progress',
    type: 'number',
    width: 220,
    renderCell: (params) => <ProgressCell {...params} />,
  },
];

export default function ProgressCells() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter aria-label="Projects with progress bars" />
    </Box>
  );
}
