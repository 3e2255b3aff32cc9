import NextLink from 'next/link';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';

export default function LinkRouter() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Link component={NextLink} href="/joy-ui/react-card/">
        Card page, through the Next.js router
      </Link>
      <Link component={NextLink} href="/joy-ui/react-breadcrumbs/" variant="soft" underline="none">
        Breadcrumbs page
      </Link>
    </Stack>
  );
}
