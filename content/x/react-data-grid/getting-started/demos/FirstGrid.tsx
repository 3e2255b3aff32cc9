import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const rows: Book[] = [
  { id: 1, title: 'Things Fall Apart', author: 'Chinua Achebe', year: 1958, pages: 209 },
  { id: 2, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, pages: 304 },
  { id: 3, title: 'One Hundred Years of Solitude', author: 'Gabriel García Márquez', year: 1967, pages: 417 },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324 },
  { id: 5, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', year: 1989, pages: 245 },
  { id: 6, title: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie', year: 2006, pages: 433 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 2, minWidth: 250 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 240 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

export default function FirstGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} aria-label="Novels" />
    </Box>
  );
}
