import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import type { ColorPaletteProp } from '@mui/joy/styles';

const sizes = ['sm', 'md', 'lg'] as const;
const colors: ColorPaletteProp[] = ['primary', 'danger', 'success', 'warning'];
const teams = ['Design', 'Engineering', 'Finance', 'Marketing', 'Sales', 'Support'];

export default function AutocompleteSizesColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 300 }}>
        {sizes.map((size) => (
          <Autocomplete key={size} size={size} options={teams} placeholder={`Size ${size}`} aria-label={`Team, size ${size}`} />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
        {colors.map((color) => (
          <Autocomplete key={color} color={color} variant="soft" options={teams} placeholder={color} aria-label={`Team, ${color}`} />
        ))}
      </Box>
    </Box>
  );
}
