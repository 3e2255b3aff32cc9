import Box from '@mui/system/Box';
import { createTheme, ThemeProvider } from '@mui/system';

const theme = createTheme({
  palette: {
    ocean: { main: '#01579b', light: '#b3e5fc', contrastText: '#ffffff' },
    text: { primary: '#102a43' },
  },
  spacing: 6,
  shape: { borderRadius: 10 },
});

export default function CustomTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ p: 3, bgcolor: 'ocean.light', color: 'text.primary', borderRadius: 1, maxWidth: 340 }}>
        <Box sx={{ fontWeight: 'bold', mb: 1 }}>Tide tables</Box>
        <Box
          component="span"
          sx={{ display: 'inline-block', px: 2, py: 1, bgcolor: 'ocean.main', color: 'ocean.contrastText', borderRadius: 1 }}
        >
          High tide 06:42
        </Box>
      </Box>
    </ThemeProvider>
  );
}
