import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function SwitchVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {[true, false].map((checked) => (
        <Box key={String(checked)} sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
          {variants.map((variant) => (
            <Switch
              key={variant}
              variant={variant}
              defaultChecked={checked}
              endDecorator={variant}
              slotProps={{ input: { 'aria-label': `${variant}, ${checked ? 'on' : 'off'}` } }}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
