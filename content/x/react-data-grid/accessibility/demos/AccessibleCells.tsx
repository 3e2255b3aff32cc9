import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridRowId } from '@mui/x-data-grid';

const customers = ['Amara Okafor', 'Bruno Silva', 'Chen Wang', 'Dalia Haddad', 'Emil Novak'];
const statuses = ['Pending', 'Shipped', 'Delivered', 'Cancelled'] as const;

const initialRows = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  customer: customers[index % customers.length],
  status: statuses[(index * 3) % statuses.length] ?? 'Pending',
}));

// Label colours with at least 4.5:1 contrast in both modes (the default palette's warning and info fall short in light mode).
const statusColor = { Pending: 'default', Shipped: 'primary', Delivered: 'success', Cancelled: 'default' } as const;

export default function AccessibleCells() {
  const [rows, setRows] = React.useState(initialRows);
  const remove = React.useCallback((id: GridRowId) => setRows((current) => current.filter((row) => row.id !== id)), []);

  const columns = React.useMemo<GridColDef<(typeof initialRows)[number]>[]>(
    () => [
      { field: 'id', headerName: 'Order', type: 'number', width: 100 },
      { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
      {
        field: 'status',
        headerName: 'Status',
        width: 140,
        // The chip shows the text, so the status is not told by colour alone.
        renderCell: (params) => (
          <Chip size="small" variant="outlined" label={params.row.status} color={statusColor[params.row.status]} />
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        // Action items are reached with the arrow keys; each has a label for screen readers.
        getActions: (params) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlineIcon />}
            label={`Delete order ${params.id}`}
            onClick={() => remove(params.id)}
          />,
        ],
      },
      {
        field: 'note',
        headerName: 'Note',
        width: 90,
        sortable: false,
        filterable: false,
        // A button inside a cell: tabIndex follows the cell, so Tab does not stop on every row.
        renderCell: (params) => (
          <Tooltip title={`Note for ${params.row.customer}`}>
            <IconButton size="small" tabIndex={params.hasFocus ? 0 : -1} aria-label={`Note for order ${params.id}`}>
              <span aria-hidden>✎</span>
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [remove],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Orders with accessible actions" />
    </Box>
  );
}
