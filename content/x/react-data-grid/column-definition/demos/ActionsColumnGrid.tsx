import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Document {
  id: number;
  title: string;
  owner: string;
  starred: boolean;
}

const INITIAL_ROWS: Document[] = [
  { id: 1, title: 'Quarterly report', owner: 'Freya', starred: true },
  { id: 2, title: 'Onboarding checklist', owner: 'Mateo', starred: false },
  { id: 3, title: 'Brand guidelines', owner: 'Priya', starred: false },
  { id: 4, title: 'Roadmap 2025', owner: 'Ivan', starred: true },
];

export default function ActionsColumnGrid() {
  const [rows, setRows] = React.useState<Document[]>(INITIAL_ROWS);
  const nextId = React.useRef(INITIAL_ROWS.length + 1);

  const toggleStar = React.useCallback((id: GridRowId) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, starred: !row.starred } : row)));
  }, []);

  const duplicate = React.useCallback((id: GridRowId) => {
    setRows((current) => {
      const original = current.find((row) => row.id === id);
      if (!original) return current;
      const copy = { ...original, id: nextId.current, title: `${original.title} (copy)`, starred: false };
      nextId.current += 1;
      return [...current, copy];
    });
  }, []);

  const remove = React.useCallback((id: GridRowId) => {
    setRows((current) => current.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Document>[]>(
    () => [
      { field: 'title', headerName: 'Title', flex: 1, minWidth: 220 },
      { field: 'owner', headerName: 'Owner', minWidth: 110 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 110,
        getActions: (params) => [
          <GridActionsCellItem
            key="star"
            icon={params.row.starred ? <StarIcon /> : <StarBorderIcon />}
            label={params.row.starred ? `Unstar ${params.row.title}` : `Star ${params.row.title}`}
            onClick={() => toggleStar(params.id)}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate"
            onClick={() => duplicate(params.id)}
            showInMenu
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => remove(params.id)}
            showInMenu
          />,
        ],
      },
    ],
    [toggleStar, duplicate, remove],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Documents" hideFooter />
    </Box>
  );
}
