import { useState, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';

export default function SimpleSnackbar() {
  const [open, setOpen] = useState(false);

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // Keep the message visible when the reader clicks elsewhere on the page.
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  const action = (
    <>
      <Button color="inherit" size="small" onClick={handleClose}>
        Undo
      </Button>
      <IconButton size="small" color="inherit" aria-label="Close" onClick={handleClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Archive conversation
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="Conversation archived"
        action={action}
      />
    </div>
  );
}
