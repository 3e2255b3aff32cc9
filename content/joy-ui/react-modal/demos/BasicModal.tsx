import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show shortcuts
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="basic-modal-title"
        aria-describedby="basic-modal-text"
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 2 }}
      >
        <Sheet variant="outlined" sx={{ maxWidth: 400, borderRadius: 'md', p: 3, boxShadow: 'lg' }}>
          <ModalClose variant="plain" aria-label="Close" sx={{ m: 1 }} />
          <Typography id="basic-modal-title" component="h2" level="h4" sx={{ mb: 1 }}>
            Keyboard shortcuts
          </Typography>
          <Typography id="basic-modal-text" textColor="text.tertiary">
            Press / to search, N for a new note and Escape to close this window.
          </Typography>
        </Sheet>
      </Modal>
    </React.Fragment>
  );
}
