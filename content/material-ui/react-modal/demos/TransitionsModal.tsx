import { useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
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

export default function TransitionsModal() {
  const [open, setOpen] = useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What&apos;s new
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
      >
        <Fade in={open} timeout={400}>
          <Box
            role="dialog"
            aria-labelledby="transitions-modal-title"
            aria-describedby="transitions-modal-description"
            sx={panelStyle}
          >
            <Typography id="transitions-modal-title" variant="h6" component="h2">
              What&apos;s new in version 3
            </Typography>
            <Typography id="transitions-modal-description" sx={{ mt: 1 }}>
              Shared folders, a redesigned editor and offline access for your recent
              files.
            </Typography>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
