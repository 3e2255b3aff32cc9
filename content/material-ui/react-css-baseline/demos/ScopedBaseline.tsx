import Box from '@mui/material/Box';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const widgetTheme = createTheme({
  palette: { mode: 'dark', background: { default: '#14213d' } },
  typography: { fontFamily: 'Georgia, serif' },
});

function Widget() {
  return (
    <div style={{ padding: 16 }}>
      <strong>Weekly digest</strong>
      <p style={{ margin: '8px 0 0' }}>
        3 new comments and 2 merged pull requests since Monday.
      </p>
    </div>
  );
}

export default function ScopedBaseline() {
  return (
    <ThemeProvider theme={widgetTheme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Widget />
        </Box>
        <ScopedCssBaseline sx={{ flex: 1, borderRadius: 1 }}>
          <Widget />
        </ScopedCssBaseline>
      </Stack>
    </ThemeProvider>
  );
}
