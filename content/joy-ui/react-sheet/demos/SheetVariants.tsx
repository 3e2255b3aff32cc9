import Sheet from '@mui/joy/Sheet';
import Box from '@mui/joy/Box';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function SheetVariants() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {variants.map((variant) => (
        <Sheet
          key={variant}
          variant={variant}
          sx={{ width: 120, height: 80, display: 'grid', placeItems: 'center', borderRadius: 'sm' }}
        >
          {variant}
        </Sheet>
      ))}
    </Box>
  );
}
