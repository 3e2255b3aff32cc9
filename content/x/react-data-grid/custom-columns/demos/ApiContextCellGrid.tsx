import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

interface Request {
  id: number;
  employee: string;
  days: number;
  approved: boolean;
}

const INITIAL_ROWS: Request[] = [
  { id: 1, employee: 'Amara Okafor', days: 5, approved: false },
  { id: 2, employee: 'Jonas Becker', days: 2, approved: true },
  { id: 3, employee: 'Keiko Tanaka', days: 10, approved: false },
  { id: 4, employee: 'Mateo Ruiz', days: 1, approved: false },
];

// A cell component with its own hook: it reaches the grid through the API context.
function ApproveCell(props: GridRenderCellParams<Request, boolean>) {
  const { id, row, tabIndex } = props;
  const apiRef = useGridApiContext();
  const handleClick = (event: React.MouseEvent) => {
    // Keeps the click from also selecting the row.
    event.stopPropagation();
    apiRef.current.updateRows([{ id, approved: !row.approved }]);
  };
  return (
    <Button
      size="small"
      variant={row.approved ? 'outlined' : 'contained'}
      onClick={handleClick}
      tabIndex={tabIndex}
      aria-label={`${row.approved ? 'Revoke' : 'Approve'} leave for ${row.employee}`}
    >
      {row.approved ? 'Revoke' : 'Approve'}
    </Button>
  );
}

const columns: GridColDef<Request>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 160 },
  { field: 'days', headerName: 'Days off', type: 'number', minWidth: 110 },
  {
    field: 'status',
    headerName: 'Status',
    minWidth: 110,
    valueGetter: (params) => (params.row.approved ? 'Approved' : 'Pending'),
  },
  {
    field: 'approved',
    headerName: 'Decision',
    minWidth: 120,
    sortable: false,
    filterable: false,
    renderCell: (params: GridRenderCellParams<Request, boolean>) => <ApproveCell {...params} />,
  },
];

export default function ApiContextCellGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={INITIAL_ROWS} columns={columns} aria-label="Leave requests" hideFooter />
    </Box>
  );
}
