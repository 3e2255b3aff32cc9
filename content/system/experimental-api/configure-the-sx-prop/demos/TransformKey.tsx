import Box from '@mui/system/Box';
import { ThemeProvider, type Theme } from '@mui/system';

// A transform changes the value after the theme lookup: here numbers become rem.
const withRemFontSize = (outer: Theme): Theme => ({
  ...outer,
  unstable_sxConfig: {
    ...outer.unstable_sxConfig,
    fontSize: {
      themeKey: 'typography',
      transform: (value: unknown) => (typeof value === 'number' ? `${value}rem` : String(value)),
    },
  },
});

export default function TransformKey() {
  return (
    <ThemeProvider theme={withRemFontSize}>
      <Box sx={{ color: 'text.primary' }}>
        {[0.875, 1.25, 2].map((fontSize) => (
          <Box key={fontSize} sx={{ fontSize }}>{`fontSize: ${fontSize} → ${fontSize}rem`}</Box>
        ))}
      </Box>
    </ThemeProvider>
  );
}
