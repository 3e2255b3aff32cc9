import Box from '@mui/system/Box';
import { ThemeProvider, type Theme } from '@mui/system';

// Without an entry, a key is plain CSS: `m: 2` no longer means a margin.
const withoutM = (outer: Theme): Theme => {
  const { m: _removed, ...rest } = outer.unstable_sxConfig;
  return { ...outer, unstable_sxConfig: rest };
};

export default function RemovedShorthand() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.primary' }}>
      <Box sx={{ border: 1, borderColor: 'divider' }}>
        <Box sx={{ m: 2 }}>m: 2 with the default configuration</Box>
      </Box>
      <ThemeProvider theme={withoutM}>
        <Box sx={{ border: 1, borderColor: 'divider' }}>
          <Box sx={{ m: 2 }}>m: 2 without the m entry</Box>
        </Box>
      </ThemeProvider>
    </Box>
  );
}
