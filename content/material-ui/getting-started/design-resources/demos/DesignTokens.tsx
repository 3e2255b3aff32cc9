import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

// The default light theme: the values a design file should start from.
const theme = createTheme();

const colorNames = [
  'primary',
  'secondary',
  'error',
  'warning',
  'info',
  'success',
] as const;

const typeScale = [
  'h1',
  'h3',
  'h5',
  'h6',
  'subtitle1',
  'body1',
  'body2',
  'caption',
] as const;

function toPixels(remValue: string | number | undefined, htmlFontSize: number) {
  const rem = typeof remValue === 'string' ? parseFloat(remValue) : Number(remValue);
  return `${Math.round(rem * htmlFontSize * 10) / 10}px`;
}

export default function DesignTokens() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <div>
        <Typography variant="overline" component="p">
          Palette: main colours
        </Typography>
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
          {colorNames.map((name) => (
            <Box key={name} sx={{ width: 104 }}>
              <Box
                sx={{ height: 40, borderRadius: 1, bgcolor: theme.palette[name].main }}
              />
              <Typography variant="body2" sx={{ fontWeight: 500, mt: 0.5 }}>
                {name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {theme.palette[name].main}
              </Typography>
            </Box>
          ))}
        </Stack>
      </div>
      <div>
        <Typography variant="overline" component="p">
          Type scale: size / weight
        </Typography>
        {typeScale.map((variant) => (
          <Stack key={variant} direction="row" alignItems="baseline" spacing={2}>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ width: 140, flexShrink: 0 }}
            >
              {variant} ·{' '}
              {toPixels(
                theme.typography[variant].fontSize,
                theme.typography.htmlFontSize,
              )}{' '}
              / {String(theme.typography[variant].fontWeight)}
            </Typography>
            <Typography variant={variant} component="p" noWrap>
              Quarterly report
            </Typography>
          </Stack>
        ))}
      </div>
      <Typography variant="body2" color="text.secondary">
        Spacing unit: {theme.spacing(1)} · Border radius: {theme.shape.borderRadius}px ·
        Breakpoints:{' '}
        {theme.breakpoints.keys
          .map((key) => `${key} ${theme.breakpoints.values[key]}`)
          .join(', ')}
      </Typography>
    </Stack>
  );
}
