import AppBar from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function EnableColorOnDark() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 440 }}>
      <Typography variant="body2" color="text.secondary">
        Switch this page to dark mode: only the second bar keeps the primary colour.
      </Typography>
      <AppBar position="static" color="primary">
        <Toolbar variant="dense">
          <Typography component="div">color=&quot;primary&quot;</Typography>
        </Toolbar>
      </AppBar>
      <AppBar position="static" color="primary" enableColorOnDark>
        <Toolbar variant="dense">
          <Typography component="div">color=&quot;primary&quot; enableColorOnDark</Typography>
        </Toolbar>
      </AppBar>
    </Stack>
  );
}
