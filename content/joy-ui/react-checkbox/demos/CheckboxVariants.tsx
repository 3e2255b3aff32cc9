import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function CheckboxVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {[true, false].map((checked) => (
        <Box key={String(checked)} sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {variants.map((variant) => (
            <Checkbox
              key={variant}
              variant={variant}
              label={variant}
              defaultChecked={checked}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
