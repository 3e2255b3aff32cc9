import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function BasicPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={10} aria-label="Search results pages" />
      <Pagination count={10} color="primary" aria-label="Invoices pages" />
      <Pagination count={10} color="secondary" aria-label="Orders pages" />
      <Pagination count={10} disabled aria-label="Archived items pages" />
    </Stack>
  );
}
