import Sheet from '@mui/joy/Sheet';
import Box from '@mui/joy/Box';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['neutral', 'primary', 'success', 'warning', 'danger'];
const variants: VariantProp[] = ['soft', 'solid'];

export default function SheetColors() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {colors.map((color) => (
            <Sheet
              key={color}
              variant={variant}
              color={color}
              sx={{ px: 2, py: 1.5, borderRadius: 'sm', minWidth: 96, textAlign: 'center' }}
            >
              {color}
            </Sheet>
          ))}
        </Box>
      ))}
    </Box>
  );
}
