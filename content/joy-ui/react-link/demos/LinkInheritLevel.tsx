import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

export default function LinkInheritLevel() {
  return (
    <Stack spacing={1.5}>
      <Typography level="h4">
        Release notes for <Link href="#inside-typography">version 3.2</Link>
      </Typography>
      <Typography level="body-sm">
        Questions? Read the <Link href="#inside-typography">support guide</Link> or write to us.
      </Typography>
    </Stack>
  );
}
