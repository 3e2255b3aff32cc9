import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export default function ConfirmationDialog() {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);

  const handleDelete = () => {
    setDeleted(true);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {deleted ? 'The project was deleted.' : ''}
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-describedby="confirmation-dialog-description"
      >
        <DialogTitle>Delete “Website redesign”?</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirmation-dialog-description">
            The project, its 42 tasks and all attached files will be deleted for
            everyone on the team. This cannot be undone.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" onClick={handleDelete}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
