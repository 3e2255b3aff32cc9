import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function SelectColors() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        gap: 2,
      }}
    >
      {colors.map((color) => (
        <Select key={color} color={color} variant="outlined" defaultValue={color} aria-label={`${color} select`}>
          <Option value={color}>{color}</Option>
          <Option value="other">Other</Option>
        </Select>
      ))}
    </Box>
  );
}
