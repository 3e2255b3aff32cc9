import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// `info` and `warning` are left out: in the default light palette their small
// label text falls below a 4.5:1 contrast ratio (see the note under the demo).
const colors = ['default', 'primary', 'secondary', 'error', 'success'] as const;
const variants = ['filled', 'outlined'] as const;
const sizes = ['medium', 'small'] as const;

export default function ChipColorVariants() {
  return (
    <Stack spacing={2}>
      {variants.map((variant) =>
        sizes.map((size) => (
          <div key={`${variant}-${size}`}>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
              variant=&quot;{variant}&quot; size=&quot;{size}&quot;
            </Typography>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              {colors.map((color) => (
                <Chip key={color} label={color} color={color} variant={variant} size={size} />
              ))}
            </Stack>
          </div>
        )),
      )}
    </Stack>
  );
}
