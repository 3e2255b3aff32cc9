import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function InputColors() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
      {colors.map((color) => (
        <Input key={color} color={color} variant="soft" placeholder={color} aria-label={`${color} input`} />
      ))}
    </Box>
  );
}
