import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function ResponsiveDialog() {
  const [open, setOpen] = useState(false);
  const theme = useTheme();
  // True below the `md` breakpoint (900 px): phones and small tablets get the whole screen.
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review permissions
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={fullScreen}
        aria-describedby="responsive-dialog-description"
      >
        <DialogTitle>Allow “Field Notes” to use your location?</DialogTitle>
        <DialogContent>
          <DialogContentText id="responsive-dialog-description">
            The app tags each note with the place where you wrote it. Your location is stored with
            your notes only, and you can turn this off at any time in Settings.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Don't allow</Button>
          <Button onClick={() => setOpen(false)} autoFocus>
            Allow
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
