import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function RatioVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {colors.map((color) => (
            <Box key={color} sx={{ width: 96 }}>
              <AspectRatio ratio="4/3" variant={variant} color={color}>
                <Typography level="body-xs" component="div" textColor="inherit">
                  {variant}
                  <br />
                  {color}
                </Typography>
              </AspectRatio>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
