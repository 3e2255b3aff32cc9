import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';

export default function PaginationButtons() {
  return (
    <Stack spacing={2}>
      <Pagination
        count={24}
        defaultPage={6}
        showFirstButton
        showLastButton
        aria-label="With first and last buttons"
      />
      <Pagination
        count={24}
        defaultPage={6}
        hidePrevButton
        hideNextButton
        aria-label="Without previous and next buttons"
      />
    </Stack>
  );
}
