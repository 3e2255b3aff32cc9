import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function StarterApp() {
  return (
    <Box sx={{ width: '100%', bgcolor: 'background.default' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
            Trail Notes
          </Typography>
          <Button color="inherit">Sign in</Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 3 }}>
        <Paper variant="outlined" sx={{ p: 3, maxWidth: 480 }}>
          <Typography variant="h5" component="p" gutterBottom>
            Welcome to your new project
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The theme, the baseline styles and the Roboto font are in place. Edit App.tsx
            to start building your first screen.
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Create a note</Button>
            <Button variant="outlined">Import notes</Button>
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
