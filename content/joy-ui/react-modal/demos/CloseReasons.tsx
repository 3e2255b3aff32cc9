import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';

type Reason = 'backdropClick' | 'escapeKeyDown' | 'closeClick';

export default function CloseReasons() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState<string>('Nothing yet.');
  const handleClose = (_event: unknown, reason: Reason) => {
    if (reason === 'backdropClick') {
      // unsaved work: a stray click outside must not close the dialog
      setLog('A click on the backdrop was ignored.');
      return;
    }
    setLog(`Closed with "${reason}".`);
    setOpen(false);
  };
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Edit note
      </Button>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {log}
      </Typography>
      <Modal open={open} onClose={handleClose}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Edit note</DialogTitle>
          <DialogContent>
            Try clicking outside, pressing Escape, or using the close button.
          </DialogContent>
          <DialogActions>
            <Button
              onClick={() => {
                setLog('Saved and closed.');
                setOpen(false);
              }}
            >
              Save
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
