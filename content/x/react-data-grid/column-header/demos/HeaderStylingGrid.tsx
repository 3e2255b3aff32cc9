import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Budget {
  id: number;
  team: string;
  planned: number;
  actual: number;
}

const rows: Budget[] = [
  { id: 1, team: 'Platform', planned: 420000, actual: 398500 },
  { id: 2, team: 'Mobile', planned: 310000, actual: 335200 },
  { id: 3, team: 'Data', planned: 275000, actual: 262900 },
  { id: 4, team: 'Design', planned: 150000, actual: 149100 },
];

const money = (params: { value?: unknown }) => `$${(params.value as number).toLocaleString('en-US')}`;

const columns: GridColDef<Budget>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 130 },
  { field: 'planned', headerName: 'Planned', type: 'number', minWidth: 130, headerClassName: 'header--plan', valueFormatter: money },
  { field: 'actual', headerName: 'Actual', type: 'number', minWidth: 130, headerClassName: 'header--actual', valueFormatter: money },
];

export default function HeaderStylingGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .header--plan': {
          backgroundColor: theme.palette.mode === 'dark' ? 'rgba(33, 150, 243, 0.2)' : 'rgba(33, 150, 243, 0.12)',
        },
        '& .header--actual': {
          backgroundColor: theme.palette.mode === 'dark' ? 'rgba(76, 175, 80, 0.2)' : 'rgba(76, 175, 80, 0.14)',
        },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 700 },
      })}
    >
      <DataGrid rows={rows} columns={columns} aria-label="Team budgets" hideFooter />
    </Box>
  );
}
