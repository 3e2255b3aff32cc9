import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowModel,
} from '@mui/x-data-grid-pro';

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
  isPlaceholder?: boolean;
}

const PLACEHOLDER = 'Loading…';

/** A row for each entry; a folder also gets a placeholder child, so the grid shows its expand button. */
function toRows(parentPath: string[], entries: Entry[]): FileRow[] {
  return entries.flatMap((entry) => {
    const path = [...parentPath, entry.name];
    const row: FileRow = { ...entry, id: path.join('/'), path };
    if (entry.kind === 'File') {
      return [row];
    }
    const placeholder: FileRow = {
      id: `${row.id}/${PLACEHOLDER}`,
      path: [...path, PLACEHOLDER],
      name: PLACEHOLDER,
      kind: 'File',
      sizeInKb: null,
      isPlaceholder: true,
    };
    return [row, placeholder];
  });
}

const columns: GridColDef<FileRow>[] = [
  { field: 'kind', headerName: 'Type', width: 100, valueGetter: (params) => (params.row.isPlaceholder ? '' : params.value) },
  {
    field: 'sizeInKb',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (params) => (typeof params.value === 'number' ? `${params.value} KB` : ''),
  },
];

export default function ServerTreeDataLazyChildren() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<FileRow[]>([]);
  const [loading, setLoading] = React.useState(true);
  const requested = React.useRef(new Set<string>());

  React.useEffect(() => {
    let active = true;
    fetchFolder([]).then((entries) => {
      if (active) {
        setRows(toRows([], entries));
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  // When a folder opens for the first time, fetch its content and swap it for the placeholder.
  React.useEffect(() => {
    const handleExpansion: GridEventListener<'rowExpansionChange'> = async (node) => {
      const id = String(node.id);
      if (!node.childrenExpanded || requested.current.has(id)) {
        return;
      }
      requested.current.add(id);
      const folder = apiRef.current.getRow(id) as FileRow;
      const entries = await fetchFolder(folder.path);
      const updates: GridRowModel[] = [...toRows(folder.path, entries), { id: `${id}/${PLACEHOLDER}`, _action: 'delete' }];
      // The reader may have left the page while the rows were on their way: the grid is gone.
      if (!apiRef.current) return;
      apiRef.current.updateRows(updates);
    };
    return apiRef.current.subscribeEvent('rowExpansionChange', handleExpansion);
  }, [apiRef]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        treeData
        rows={rows}
        columns={columns}
        loading={loading}
        getTreeDataPath={(row: FileRow) => row.path}
        groupingColDef={{ headerName: 'Name', flex: 1, minWidth: 280, hideDescendantCount: true }}
        aria-label="Shared drive, folders loaded when opened"
      />
    </Box>
  );
}
