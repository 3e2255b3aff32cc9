import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  published: Date;
  rating: number;
}

const TITLES = ['Tidewater', 'The Salt Road', 'Northern Lights Atlas', 'Glass Orchard', 'Quiet Engines', 'Paper Harbors'];
const AUTHORS = ['Mira Okoro', 'Jon Halvorsen', 'Lucía Benítez', 'Arjun Rao'];

// Computed rows: the same on the server and in the browser.
const rows: Book[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  title: `${TITLES[index % TITLES.length]} ${Math.floor(index / TITLES.length) + 1}`,
  author: AUTHORS[(index * 3) % AUTHORS.length] as string,
  published: new Date(Date.UTC(1995 + (index % 28), (index * 5) % 12, 1 + (index % 27))),
  rating: 2 + ((index * 7) % 31) / 10,
}));

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 150 },
  // v6: date columns take Date objects, not strings.
  { field: 'published', headerName: 'Published', type: 'date', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 130 },
];

export default function V6Models() {
  // v6: one pagination model instead of page and pageSize.
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  // v6: filter items use field and operator (operator is required).
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'rating', operator: '>', value: '3' }],
  });
  // v6: rowSelectionModel replaces selectionModel.
  const [rowSelectionModel, setRowSelectionModel] = React.useState<GridRowSelectionModel>([]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25]}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        checkboxSelection
        rowSelectionModel={rowSelectionModel}
        onRowSelectionModelChange={setRowSelectionModel}
        disableRowSelectionOnClick
        columnHeaderHeight={48}
        aria-label="Books, configured with the v6 props"
      />
    </Box>
  );
}
