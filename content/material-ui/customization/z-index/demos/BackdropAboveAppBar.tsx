import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function BackdropAboveAppBar() {
  const [open, setOpen] = useState(false);

  return (
    <Box>
      <AppBar position="fixed">
        <Toolbar>
          <Typography variant="h6" component="p">
            Invoices
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Box sx={{ p: 2 }}>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Generate report
        </Button>
        <Typography variant="body2" sx={{ mt: 1 }}>
          The backdrop covers the app bar because its z-index is one above the drawer
          layer. Click it to close.
        </Typography>
      </Box>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={{ color: '#fff', zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <CircularProgress color="inherit" aria-label="Generating the report" />
      </Backdrop>
    </Box>
  );
}
