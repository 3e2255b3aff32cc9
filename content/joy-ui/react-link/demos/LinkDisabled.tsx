import Link from '@mui/joy/Link';
import Box from '@mui/joy/Box';

export default function LinkDisabled() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      <Link href="#disabled" disabled>
        Previous page
      </Link>
      <Link href="#disabled" variant="soft" disabled>
        Archive
      </Link>
      <Link href="#disabled">Next page</Link>
    </Box>
  );
}
