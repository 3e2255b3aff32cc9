import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

const colors = ['primary', 'secondary', 'text.primary', 'text.secondary', 'error.main'];

export default function LinkColors() {
  return (
    <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', typography: 'body1' }}>
      {colors.map((color) => (
        <Link key={color} href="#color" color={color}>
          {color}
        </Link>
      ))}
    </Stack>
  );
}
