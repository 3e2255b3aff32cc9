import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function OutlinedPagination() {
  return (
    <Stack spacing={2}>
      <Pagination count={8} variant="outlined" aria-label="Outlined, circular" />
      <Pagination
        count={8}
        variant="outlined"
        shape="rounded"
        color="primary"
        aria-label="Outlined, rounded"
      />
      <Pagination count={8} shape="rounded" size="small" aria-label="Small, rounded" />
      <Pagination count={8} size="large" aria-label="Large, circular" />
    </Stack>
  );
}
