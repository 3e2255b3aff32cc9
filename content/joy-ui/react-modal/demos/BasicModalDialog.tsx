import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function BasicModalDialog() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button onClick={() => setOpen(true)}>What’s new</Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>What’s new in 2.4</DialogTitle>
          <DialogContent>
            Folders can now be shared with people outside your team, and search finds text inside
            PDF files.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
