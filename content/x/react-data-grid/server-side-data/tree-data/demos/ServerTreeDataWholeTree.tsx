import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Entry {
  name: string;
  kind: 'Folder' | 'File';
  sizeInKb: number | null;
}

const TOP_FOLDERS = ['Design', 'Engineering', 'Finance', 'Marketing'];
const SUB_FOLDERS = ['Archive', 'Drafts', 'Shared'];
const FILE_STEMS = ['budget', 'roadmap', 'notes', 'report', 'summary'];
const EXTENSIONS = ['.pdf', '.xlsx', '.docx', '.png'];

/** The folder's content, computed from its path: top folders hold folders and files, sub-folders hold files. */
function listFolder(path: string[]): Entry[] {
  if (path.length === 0) {
    return TOP_FOLDERS.map((name) => ({ name, kind: 'Folder', sizeInKb: null }));
  }
  const seed = path.join('/').length;
  const files: Entry[] = FILE_STEMS.slice(0, 2 + (seed % 4)).map((stem, index) => ({
    name: `${stem}-${path[path.length - 1]?.toLowerCase()}${EXTENSIONS[(seed + index) % EXTENSIONS.length]}`,
    kind: 'File',
    sizeInKb: 12 + ((seed * 31 + index * 97) % 900),
  }));
  const folders: Entry[] =
    path.length === 1 ? SUB_FOLDERS.map((name) => ({ name, kind: 'Folder', sizeInKb: null })) : [];
  return [...folders, ...files];
}

/** The simulated server: one request per folder, answered after a delay. */
function fetchFolder(path: string[]): Promise<Entry[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(listFolder(path)), 600);
  });
}

interface FileRow extends Entry {
  id: string;
  path: string[];
}

/** Walks every folder on the server and returns the whole tree as flat rows with paths. */
async function fetchWholeTree(path: string[] = []): Promise<FileRow[]> {
  const entries = await fetchFolder(path);
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const entryPath = [...path, entry.name];
      const row: FileRow = { ...entry, id: entryPath.join('/'), path: entryPath };
      return entry.kind === 'Folder' ? [row, ...(await fetchWholeTree(entryPath))] : [row];
    }),
  );
  return nested.flat();
}

const columns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Type', width: 100 },
  {
    field: 'sizeInKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (params) => (typeof params.value === 'number' ? `${params.value} KB` : ''),
  },
];

export default function ServerTreeDataWholeTree() {
  const [rows, setRows] = React.useState<FileRow[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [version, setVersion] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchWholeTree().then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [version]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button size="small" variant="outlined" disabled={loading} onClick={() => setVersion((count) => count + 1)}>
          Reload
        </Button>
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          loading={loading}
          getTreeDataPath={(row: FileRow) => row.path}
          groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 280 }}
          defaultGroupingExpansionDepth={1}
          aria-label="Shared drive, loaded in full"
        />
      </Box>
    </Stack>
  );
}
