import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export default function UnsavedChangesDialog() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState('');
  const dirty = note.trim() !== '';

  const close = () => {
    setOpen(false);
    setConfirming(false);
    setNote('');
  };

  const handleClose: DialogProps['onClose'] = (event, reason) => {
    // A stray click on the backdrop must not throw away what was typed.
    if (reason === 'backdropClick' && dirty) {
      return;
    }
    if (dirty) {
      setConfirming(true);
      return;
    }
    close();
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write a note
      </Button>
      <Dialog open={open} onClose={handleClose} fullWidth maxWidth="sm">
        <DialogTitle>New note</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={4}
            fullWidth
            label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => (dirty ? setConfirming(true) : close())}>Cancel</Button>
          <Button variant="contained" onClick={close} disabled={!dirty}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
      {/* A second dialog on top of the first: the last opened one gets the focus and the keys. */}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        maxWidth="xs"
        aria-describedby="unsaved-changes-description"
      >
        <DialogTitle>Discard this note?</DialogTitle>
        <DialogContent>
          <DialogContentText id="unsaved-changes-description">
            What you wrote will be lost.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            Keep editing
          </Button>
          <Button color="error" onClick={close}>
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
