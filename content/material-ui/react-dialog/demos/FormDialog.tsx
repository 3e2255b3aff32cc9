import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = useState(false);
  const [invited, setInvited] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setInvited(typeof email === 'string' ? email : null);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Invite a colleague
      </Button>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {invited ? `Invitation sent to ${invited}.` : ''}
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        PaperProps={{ component: 'form', onSubmit: handleSubmit }}
      >
        <DialogTitle>Invite a colleague</DialogTitle>
        <DialogContent>
          <DialogContentText>
            We will email them a link to join your workspace. The link is valid for
            seven days.
          </DialogContentText>
          <TextField
            autoFocus
            required
            margin="dense"
            id="form-dialog-email"
            name="email"
            label="Email address"
            type="email"
            fullWidth
            variant="standard"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit">Send invitation</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
