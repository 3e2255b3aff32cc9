import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import usePagination from '@mui/material/usePagination';

export default function UsePaginationList() {
  const { items } = usePagination({ count: 15, defaultPage: 7 });

  return (
    <nav aria-label="Photo gallery pages">
      <Stack
        component="ul"
        direction="row"
        spacing={0.5}
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {items.map(({ page, type, selected, ...item }, index) => {
          if (type === 'start-ellipsis' || type === 'end-ellipsis') {
            return (
              <Stack component="li" key={index} sx={{ justifyContent: 'center', px: 1 }}>
                …
              </Stack>
            );
          }
          const label =
            type === 'page' ? String(page) : type === 'previous' ? 'Previous' : 'Next';
          return (
            <li key={index}>
              <Button
                size="small"
                variant={selected ? 'contained' : 'text'}
                sx={{ minWidth: 40 }}
                {...item}
              >
                {label}
              </Button>
            </li>
          );
        })}
      </Stack>
    </nav>
  );
}
