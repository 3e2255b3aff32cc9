import Link from '@mui/joy/Link';
import Box from '@mui/joy/Box';
import type { VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function LinkVariants() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {variants.map((variant) => (
        <Link key={variant} href="#variants" variant={variant}>
          {variant} link
        </Link>
      ))}
    </Box>
  );
}
