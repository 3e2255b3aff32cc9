import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, GridPinnedPosition, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Repo {
  id: number;
  name: string;
  language: string;
  openIssues: number;
  pullRequests: number;
  lastRelease: string;
  maintainer: string;
  licence: string;
}

const rows: Repo[] = [
  { id: 1, name: 'payments-api', language: 'Go', openIssues: 14, pullRequests: 3, lastRelease: 'v2.8.1', maintainer: 'Ivan Petrov', licence: 'Apache-2.0' },
  { id: 2, name: 'web-shop', language: 'TypeScript', openIssues: 41, pullRequests: 9, lastRelease: 'v5.2.0', maintainer: 'Lucía García', licence: 'MIT' },
  { id: 3, name: 'search-indexer', language: 'Rust', openIssues: 6, pullRequests: 1, lastRelease: 'v0.14.3', maintainer: 'Hana Sato', licence: 'MIT' },
  { id: 4, name: 'mobile-app', language: 'Kotlin', openIssues: 27, pullRequests: 5, lastRelease: 'v3.0.0', maintainer: 'Emeka Nwosu', licence: 'Proprietary' },
];

const columns: GridColDef<Repo>[] = [
  { field: 'name', headerName: 'Repository', width: 160 },
  { field: 'language', headerName: 'Language', width: 130 },
  { field: 'openIssues', headerName: 'Open issues', type: 'number', width: 130 },
  { field: 'pullRequests', headerName: 'Pull requests', type: 'number', width: 140 },
  { field: 'lastRelease', headerName: 'Last release', width: 130 },
  { field: 'maintainer', headerName: 'Maintainer', width: 160 },
  // No pinning items in this column's menu; pinnable does not stop the API from pinning it.
  { field: 'licence', headerName: 'Licence', width: 130, pinnable: false },
];

export default function ApiPinningGrid() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <Button size="small" variant="outlined" onClick={() => apiRef.current.pinColumn('name', GridPinnedPosition.left)}>
          Pin repository left
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.pinColumn('openIssues', GridPinnedPosition.right)}>
          Pin issues right
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <Box sx={{ height: 320, width: '100%' }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} aria-label="Repositories" hideFooter />
      </Box>
    </Stack>
  );
}
