import Box from '@mui/system/Box';
import { ThemeProvider, type Theme } from '@mui/system';

// Box follows the theme around it; a nested provider changes it for one subtree.
const compact = (outer: Theme): Theme => ({ ...outer, shape: { borderRadius: 12 } });

export default function BoxThemeOverride() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>borderRadius: 1</Box>
      <ThemeProvider theme={compact}>
        <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          borderRadius: 1 (12px unit)
        </Box>
      </ThemeProvider>
    </Box>
  );
}
