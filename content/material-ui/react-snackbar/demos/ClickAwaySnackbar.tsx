import { useState, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import CloseIcon from '@mui/icons-material/Close';

export default function ClickAwaySnackbar() {
  const [open, setOpen] = useState(false);
  const [closeOnClickAway, setCloseOnClickAway] = useState(true);

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'timeout') {
      // This message waits for the reader; only a click or Escape closes it.
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <FormControlLabel
        control={
          <Switch
            checked={closeOnClickAway}
            onChange={(event) => setCloseOnClickAway(event.target.checked)}
          />
        }
        label="Close on click elsewhere"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Copy link
      </Button>
      <Snackbar
        open={open}
        onClose={handleClose}
        message="Link copied to the clipboard"
        ClickAwayListenerProps={{
          mouseEvent: closeOnClickAway ? 'onMouseDown' : false,
          touchEvent: closeOnClickAway ? 'onTouchStart' : false,
        }}
        action={
          <IconButton size="small" color="inherit" aria-label="Close" onClick={handleClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Stack>
  );
}
