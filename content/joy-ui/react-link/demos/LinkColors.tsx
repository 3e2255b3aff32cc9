import Link from '@mui/joy/Link';
import Box from '@mui/joy/Box';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'success', 'warning', 'danger'];

export default function LinkColors() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
      {colors.map((color) => (
        <Link key={color} href="#colors" color={color}>
          {color}
        </Link>
      ))}
    </Box>
  );
}
