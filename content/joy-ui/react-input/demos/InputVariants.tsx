import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['outlined', 'soft', 'solid', 'plain'];

export default function InputVariants() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 2 }}>
      {variants.map((variant) => (
        <Input key={variant} variant={variant} placeholder={`Type in ${variant}…`} aria-label={`${variant} input`} />
      ))}
    </Box>
  );
}
