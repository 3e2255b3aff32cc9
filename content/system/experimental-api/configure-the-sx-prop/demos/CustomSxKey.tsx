import Box from '@mui/system/Box';
import { ThemeProvider, type Theme } from '@mui/system';

// A new sx key: `size` sets width and height together, with the sizing rules of width.
const withSizeKey = (outer: Theme): Theme => ({
  ...outer,
  unstable_sxConfig: {
    ...outer.unstable_sxConfig,
    size: {
      style: ({ size }: { size?: number | string }) => {
        if (size === undefined) return null;
        const value = typeof size === 'number' && size <= 1 ? `${size * 100}%` : size;
        return { width: value, height: value };
      },
    },
  },
});

export default function CustomSxKey() {
  return (
    <ThemeProvider theme={withSizeKey}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end' }}>
        {[24, 40, 64].map((size) => (
          <Box key={size} sx={{ size, borderRadius: '50%', bgcolor: 'primary.main' }} />
        ))}
      </Box>
    </ThemeProvider>
  );
}
