import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const rows: Book[] = [
  { id: 1, title: 'Americanah', author: 'Chimamanda Ngozi Adichie', year: 2013 },
  { id: 2, title: 'Kafka on the Shore', author: 'Haruki Murakami', year: 2002 },
  { id: 3, title: 'The House of the Spirits', author: 'Isabel Allende', year: 1982 },
  { id: 4, title: 'Midnight’s Children', author: 'Salman Rushdie', year: 1981 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 210 },
  { field: 'year', headerName: 'Year', type: 'number', minWidth: 90 },
];

// The default menu, without its "Hide column" and "Manage columns" items.
function MenuWithoutColumnItems(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuColumnsItem: null }} />;
}

export default function RemoveMenuItemsGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Novels" hideFooter slots={{ columnMenu: MenuWithoutColumnItems }} />
    </Box>
  );
}
