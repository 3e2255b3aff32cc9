import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function SwitchColors() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Switch
          key={color}
          color={color}
          defaultChecked
          endDecorator={color}
          slotProps={{ input: { 'aria-label': `${color} switch` } }}
        />
      ))}
    </Box>
  );
}
