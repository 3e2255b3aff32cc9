import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function SliderColorsVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 3, px: 1 }}>
      {colors.map((color) => (
        <Slider key={color} color={color} defaultValue={60} aria-label={`${color} slider`} />
      ))}
      {variants.map((variant) => (
        <Slider key={variant} variant={variant} defaultValue={40} aria-label={`${variant} slider`} />
      ))}
    </Box>
  );
}
