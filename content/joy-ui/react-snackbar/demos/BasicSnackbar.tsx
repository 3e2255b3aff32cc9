import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

export default function BasicSnackbar() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Archive conversation
      </Button>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
      >
        Conversation archived.
      </Snackbar>
    </React.Fragment>
  );
}
