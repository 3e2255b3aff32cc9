import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ResponsiveDialog() {
  const [open, setOpen] = useState(false);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review terms
      </Button>
      <Dialog
        fullScreen={fullScreen}
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="responsive-dialog-title"
      >
        <DialogTitle id="responsive-dialog-title">Updated terms of service</DialogTitle>
        <DialogContent>
          <DialogContentText>
            We changed how long we keep deleted files: they now stay in the trash for 60
            days instead of 30. On a small screen this dialog fills the whole screen.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Later</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
