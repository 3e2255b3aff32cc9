import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function UnderlineLinks() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', typography: 'body1' }}>
      <Link href="#underline" underline="always">
        Always underlined
      </Link>
      <Link href="#underline" underline="hover">
        Underlined on hover
      </Link>
      <Link href="#underline" underline="none">
        Never underlined
      </Link>
    </Stack>
  );
}
