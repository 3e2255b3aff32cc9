import Box from '@mui/system/Box';
import { ThemeProvider, type Theme } from '@mui/system';

type ThemeWithRadii = Theme & { radii: Record<string, number | string> };

// Give the theme a scale of its own, and make an existing key read it.
const withRadii = (outer: Theme): ThemeWithRadii => ({
  ...outer,
  radii: { none: 0, card: '12px', pill: '999px' },
  unstable_sxConfig: {
    ...outer.unstable_sxConfig,
    borderRadius: { themeKey: 'radii' },
  },
});

export default function ThemeKeyMapping() {
  return (
    <ThemeProvider theme={withRadii}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {['none', 'card', 'pill'].map((radius) => (
          <Box key={radius} sx={{ borderRadius: radius, px: 3, py: 1.5, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            {`borderRadius: '${radius}'`}
          </Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
