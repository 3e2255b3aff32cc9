import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function LinkVariants() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Link href="#typography-variants" variant="h6" underline="hover">
        Release notes for version 2.4
      </Link>
      <Link href="#typography-variants" variant="body1">
        Read the migration checklist
      </Link>
      <Link href="#typography-variants" variant="body2" color="text.secondary">
        Privacy settings
      </Link>
      <Link href="#typography-variants" variant="caption">
        Terms of service
      </Link>
    </Stack>
  );
}
