import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, createTheme } from '@mui/material/styles';

const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function EnableColorOnDark() {
  return (
    <ThemeProvider theme={darkTheme}>
      <Stack spacing={2} sx={{ p: 2, bgcolor: '#121212', borderRadius: 1 }}>
        <AppBar position="static" color="primary">
          <Toolbar variant="dense">
            <Typography component="div">color=&quot;primary&quot; (dark surface)</Typography>
          </Toolbar>
        </AppBar>
        <AppBar position="static" color="primary" enableColorOnDark>
          <Toolbar variant="dense">
            <Typography component="div">color=&quot;primary&quot; enableColorOnDark</Typography>
          </Toolbar>
        </AppBar>
      </Stack>
    </ThemeProvider>
  );
}
