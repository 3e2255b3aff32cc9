import Box from '@mui/system/Box';
import { createSpacing, ThemeProvider, type Theme } from '@mui/system';

// Replace only the spacing of the surrounding theme: 4px steps instead of 8px.
const withFourPixelSpacing = (outer: Theme): Theme => ({ ...outer, spacing: createSpacing(4) });

export default function CustomSpacingUnit() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, color: 'text.primary' }}>
      <Box sx={{ p: 4, border: 1, borderColor: 'divider' }}>p: 4 with the site&apos;s theme</Box>
      <ThemeProvider theme={withFourPixelSpacing}>
        <Box sx={{ p: 4, border: 1, borderColor: 'divider' }}>p: 4 with a 4px unit</Box>
      </ThemeProvider>
    </Box>
  );
}
