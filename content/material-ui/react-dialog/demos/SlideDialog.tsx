import { forwardRef, useState, type ReactElement, type Ref } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slide from '@mui/material/Slide';
import { type TransitionProps } from '@mui/material/transitions';

// Defined outside the component, so the transition is not re-created on every render.
const SlideUp = forwardRef(function SlideUp(
  props: TransitionProps & { children: ReactElement },
  ref: Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function SlideDialog() {
  const [open, setOpen] = useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Turn on notifications
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        TransitionComponent={SlideUp}
        aria-describedby="slide-dialog-description"
      >
        <DialogTitle>Get notified about replies?</DialogTitle>
        <DialogContent>
          <DialogContentText id="slide-dialog-description">
            We will send a notification when someone replies to your comments or
            mentions you. You can change this at any time in the settings.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Not now</Button>
          <Button onClick={() => setOpen(false)}>Turn on</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
