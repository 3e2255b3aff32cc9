import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

const surfaces: Array<{ variant: VariantProp; color: ColorPaletteProp }> = [
  { variant: 'solid', color: 'neutral' },
  { variant: 'solid', color: 'success' },
  { variant: 'soft', color: 'warning' },
  { variant: 'soft', color: 'danger' },
];

export default function SolidAndSoftSurfaces() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {surfaces.map(({ variant, color }) => (
        <Sheet
          key={`${variant}-${color}`}
          variant={variant}
          color={color}
          invertedColors
          sx={{ p: 2, borderRadius: 'md', width: 160, display: 'grid', gap: 1 }}
        >
          <Typography level="title-sm">
            {variant} {color}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button size="sm">Save</Button>
            <IconButton size="sm" variant="outlined" aria-label={`Like (${variant} ${color})`}>
              <FavoriteBorder sx={{ fontSize: 'var(--Icon-fontSize)', color: 'inherit' }} />
            </IconButton>
          </Stack>
        </Sheet>
      ))}
    </Stack>
  );
}
