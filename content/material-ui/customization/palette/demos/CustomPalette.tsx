import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, THEME_ID } from '@mui/material/styles';
import { amber, deepPurple } from '@mui/material/colors';

const theme = createTheme({
  palette: {
    // Only `main`: light, dark and contrastText are computed.
    primary: { main: '#00838f' },
    // Every tone given explicitly.
    secondary: {
      light: '#ff7043',
      main: '#bf360c',
      dark: '#870000',
      contrastText: '#fff',
    },
    // A hue from the colour system: shade 500 becomes main, 300 light and 700 dark.
    info: deepPurple,
    warning: { main: amber[700] },
  },
});

export default function CustomPalette() {
  return (
    <ThemeProvider theme={{ [THEME_ID]: theme }}>
      <Paper variant="outlined" sx={{ p: 3, width: '100%' }}>
        <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1} sx={{ mb: 2 }}>
          <Button variant="contained">Primary</Button>
          <Button variant="contained" color="secondary">
            Secondary
          </Button>
          <Button variant="contained" color="info">
            Info
          </Button>
          <Button variant="contained" color="warning">
            Warning
          </Button>
          <Chip label="Primary outlined" color="primary" variant="outlined" />
        </Stack>
        <Stack spacing={1}>
          <Alert severity="info">Your export is being prepared.</Alert>
          <Alert severity="warning">Two invoices are overdue.</Alert>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
