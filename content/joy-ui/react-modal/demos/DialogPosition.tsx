import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import SearchIcon from '@mui/icons-material/Search';

export default function DialogPosition() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" startDecorator={<SearchIcon />} onClick={() => setOpen(true)}>
        Search
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog
          sx={{
            // near the top, so the results below have room to grow
            top: '12vh',
            transform: 'translateX(-50%)',
            width: 520,
            maxWidth: 'calc(100vw - 32px)',
          }}
        >
          <DialogTitle>Search the help centre</DialogTitle>
          <DialogContent>
            <Input
              autoFocus
              placeholder="How do I export my data?"
              startDecorator={<SearchIcon />}
              slotProps={{ input: { 'aria-label': 'Search the help centre' } }}
            />
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
