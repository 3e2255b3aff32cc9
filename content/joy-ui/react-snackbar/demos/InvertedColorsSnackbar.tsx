import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import SystemUpdateAltIcon from '@mui/icons-material/SystemUpdateAlt';

export default function InvertedColorsSnackbar() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="solid" color="primary" onClick={() => setOpen(true)}>
        Check for updates
      </Button>
      <Snackbar
        role="status"
        variant="solid"
        color="primary"
        invertedColors
        size="lg"
        open={open}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        startDecorator={<SystemUpdateAltIcon />}
        sx={{ maxWidth: 400 }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <div>
            <Typography level="title-md">Version 3.2 is ready</Typography>
            <Typography level="body-sm">Restart to finish the update.</Typography>
          </div>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="solid" onClick={() => setOpen(false)}>
              Restart now
            </Button>
            <Button variant="outlined" onClick={() => setOpen(false)}>
              Later
            </Button>
          </Box>
        </Box>
      </Snackbar>
    </React.Fragment>
  );
}
