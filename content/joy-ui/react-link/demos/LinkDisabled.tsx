import Link from '@mui/joy/Link';
import Box from '@mui/joy/Box';

export default function LinkDisabled() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      <Link href="#disabled" disabled aria-disabled="true" tabIndex={-1}>
        Previous page
      </Link>
      <Link href="#disabled" variant="soft" disabled aria-disabled="true" tabIndex={-1}>
        Archive
      </Link>
      <Link href="#disabled">Next page</Link>
    </Box>
  );
}
