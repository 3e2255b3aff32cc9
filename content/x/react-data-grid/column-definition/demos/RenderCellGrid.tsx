import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Project {
  id: number;
  name: string;
  repository: string;
  status: 'On track' | 'At risk' | 'Blocked';
  progress: number;
}

const rows: Project[] = [
  { id: 1, name: 'Checkout redesign', repository: 'shop-web', status: 'On track', progress: 72 },
  { id: 2, name: 'Search indexing', repository: 'search-api', status: 'At risk', progress: 45 },
  { id: 3, name: 'Mobile onboarding', repository: 'mobile-app', status: 'On track', progress: 90 },
  { id: 4, name: 'Billing migration', repository: 'billing', status: 'Blocked', progress: 18 },
  { id: 5, name: 'Audit log', repository: 'platform', status: 'On track', progress: 60 },
];

// Outlined success and error labels keep a 4.5:1 contrast in both modes; the default palette's warning does not.
const STATUS_COLORS = { 'On track': 'success', 'At risk': 'default', Blocked: 'error' } as const;

const columns: GridColDef<Project>[] = [
  { field: 'name', headerName: 'Project', flex: 1, minWidth: 180 },
  {
    field: 'repository',
    headerName: 'Repository',
    minWidth: 140,
    renderCell: (params) => (
      <Link href={`https://example.com/repos/${params.row.repository}`} tabIndex={params.tabIndex}>
        {params.row.repository}
      </Link>
    ),
  },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 120,
    renderCell: (params) => (
      <Chip label={params.row.status} color={STATUS_COLORS[params.row.status]} size="small" variant="outlined" />
    ),
  },
  {
    field: 'progress',
    headerName: 'Progress',
    type: 'number',
    minWidth: 160,
    renderCell: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
        <LinearProgress
          variant="determinate"
          value={params.row.progress}
          aria-label={`${params.row.name} progress`}
          sx={{ flex: 1 }}
        />
        <span>{params.row.progress}%</span>
      </Box>
    ),
  },
];

export default function RenderCellGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Projects" hideFooter />
    </Box>
  );
}
