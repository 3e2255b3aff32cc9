import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function VariantColorMatrix() {
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto repeat(4, minmax(64px, 1fr))',
          gap: 1,
          alignItems: 'center',
          minWidth: 320,
        }}
      >
        <span />
        {variants.map((variant) => (
          <Typography key={variant} level="body-xs" sx={{ textAlign: 'center' }}>
            {variant}
          </Typography>
        ))}
        {colors.map((color) => (
          <Box key={color} sx={{ display: 'contents' }}>
            <Typography level="body-xs">{color}</Typography>
            {variants.map((variant) => (
              <Chip key={variant} variant={variant} color={color} sx={{ justifySelf: 'center' }}>
                Label
              </Chip>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
