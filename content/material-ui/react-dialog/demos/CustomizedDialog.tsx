import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';

const RoundedDialog = styled(Dialog)(({ theme }) => ({
  '& .MuiDialog-paper': {
    borderRadius: theme.shape.borderRadius * 4,
    border: `1px solid ${theme.palette.divider}`,
  },
  '& .MuiDialogContent-root': {
    padding: theme.spacing(2, 3),
  },
  '& .MuiDialogActions-root': {
    padding: theme.spacing(1.5, 3),
  },
}));

export default function CustomizedDialog() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Release notes
      </Button>
      <RoundedDialog
        open={open}
        onClose={close}
        aria-labelledby="customized-dialog-title"
        slotProps={{ backdrop: { sx: { backdropFilter: 'blur(3px)' } } }}
      >
        <DialogTitle id="customized-dialog-title" sx={{ pr: 7 }}>
          What's new in version 3.2
        </DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={close}
          sx={{ position: 'absolute', right: 12, top: 12, color: 'text.secondary' }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Typography gutterBottom>
            Projects can now be archived. Archived projects keep their history but leave your
            sidebar, and anyone with access can bring them back.
          </Typography>
          <Typography gutterBottom>
            Exports include comments, and large exports arrive by email when they are ready.
          </Typography>
          <Typography>Dark mode follows your system setting unless you pick one.</Typography>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            Got it
          </Button>
        </DialogActions>
      </RoundedDialog>
    </div>
  );
}
