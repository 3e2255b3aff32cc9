import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';

export default function CloseReasons() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState('No snackbar closed yet.');
  const handleClose = (_event: unknown, reason: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      setLog('Clicked elsewhere: the snackbar stays open.');
      return;
    }
    setLog(`Closed by "${reason}".`);
    setOpen(false);
  };
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Connect printer
      </Button>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {log}
      </Typography>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        endDecorator={
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-label="Dismiss"
            onClick={() => {
              setLog('Closed with the dismiss button.');
              setOpen(false);
            }}
          >
            <CloseRoundedIcon />
          </IconButton>
        }
      >
        Printer connected. Press Escape or wait six seconds.
      </Snackbar>
    </React.Fragment>
  );
}
