import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

export default function PaletteScales() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      {colors.map((color) => (
        <Box key={color}>
          <Typography level="title-sm" sx={{ mb: 0.5 }}>
            {color}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(10, minmax(28px, 1fr))', gap: 0.5 }}>
            {shades.map((shade) => (
              <Box key={shade} sx={{ textAlign: 'center' }}>
                <Box
                  sx={{
                    height: 28,
                    borderRadius: 'xs',
                    bgcolor: `${color}.${shade}`,
                    border: '1px solid',
                    borderColor: 'divider',
                  }}
                />
                <Typography level="body-xs">{shade}</Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
