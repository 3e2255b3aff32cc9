import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panelStyle = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 400,
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
} as const;

export default function BasicModal() {
  const [open, setOpen] = useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        View keyboard shortcuts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <Box
          role="dialog"
          aria-labelledby="basic-modal-title"
          aria-describedby="basic-modal-description"
          sx={panelStyle}
        >
          <Typography id="basic-modal-title" variant="h6" component="h2">
            Keyboard shortcuts
          </Typography>
          <Typography id="basic-modal-description" sx={{ mt: 1 }}>
            Press Ctrl + K to search, Ctrl + S to save and Escape to close this window.
          </Typography>
        </Box>
      </Modal>
    </div>
  );
}
