import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridToolbar, type GridColDef } from '@mui/x-data-grid';
import { useDemoData } from '@mui/x-data-grid-generator';

// Widths that fit each header and its longest generated value.
const WIDTHS: Record<string, number> = {
  avatar: 90,
  name: 190,
  website: 220,
  rating: 170,
  email: 250,
  phone: 190,
  username: 170,
  city: 160,
  country: 190,
  company: 430,
  position: 290,
  lastUpdated: 210,
  dateCreated: 130,
  isAdmin: 120,
  salary: 130,
};

export default function EmployeeDirectoryShowcase() {
  const { data, loading } = useDemoData({ dataSet: 'Employee', rowLength: 500 });

  const columns = React.useMemo<GridColDef[]>(
    () => data.columns.map((column) => ({ ...column, width: WIDTHS[column.field] ?? column.width })),
    [data.columns],
  );

  return (
    <Box sx={{ height: 560, width: '100%' }}>
      <DataGrid
        {...data}
        columns={columns}
        loading={loading}
        aria-label="Employee directory"
        checkboxSelection
        slots={{ toolbar: GridToolbar }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          ...data.initialState,
          pagination: { paginationModel: { pageSize: 50 } },
        }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
