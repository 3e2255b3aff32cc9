import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function CheckboxColors() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Checkbox key={color} color={color} label={color} defaultChecked />
      ))}
    </Box>
  );
}
