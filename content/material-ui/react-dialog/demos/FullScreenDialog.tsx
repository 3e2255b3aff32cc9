import { forwardRef, useState, type ReactElement, type Ref } from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import { type TransitionProps } from '@mui/material/transitions';
import CloseIcon from '@mui/icons-material/Close';

const SlideUp = forwardRef(function SlideUp(
  props: TransitionProps & { children: ReactElement },
  ref: Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function FullScreenDialog() {
  const [open, setOpen] = useState(false);
  const handleClose = () => setOpen(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Edit event
      </Button>
      <Dialog
        fullScreen
        open={open}
        onClose={handleClose}
        TransitionComponent={SlideUp}
      >
        <AppBar sx={{ position: 'relative' }}>
          <Toolbar>
            <IconButton
              edge="start"
              color="inherit"
              onClick={handleClose}
              aria-label="Close"
            >
              <CloseIcon />
            </IconButton>
            <DialogTitle sx={{ flex: 1, py: 0, px: 2 }}>Edit event</DialogTitle>
            <Button color="inherit" onClick={handleClose}>
              Save
            </Button>
          </Toolbar>
        </AppBar>
        <DialogContent>
          <Stack spacing={3} sx={{ maxWidth: 480, mt: 1 }}>
            <TextField
              id="full-screen-dialog-title"
              label="Title"
              defaultValue="Team offsite"
            />
            <TextField
              id="full-screen-dialog-location"
              label="Location"
              defaultValue="Lakeside conference centre"
            />
            <TextField
              id="full-screen-dialog-notes"
              label="Notes"
              multiline
              minRows={3}
              defaultValue="Bring laptops and chargers."
            />
            <FormControlLabel
              control={<Switch defaultChecked />}
              label="All-day event"
            />
          </Stack>
        </DialogContent>
      </Dialog>
    </div>
  );
}
