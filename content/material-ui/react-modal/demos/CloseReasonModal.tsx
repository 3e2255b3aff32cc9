import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function CloseReasonModal() {
  const [open, setOpen] = useState(false);
  const [lastReason, setLastReason] = useState('none yet');

  const handleClose = (_event: object, reason: 'backdropClick' | 'escapeKeyDown') => {
    setLastReason(reason);
    // Keep the form open when the backdrop is clicked by accident.
    if (reason === 'backdropClick') return;
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" onClick={() => setOpen(true)}>
        Write feedback
      </Button>
      <Typography variant="body2" color="text.secondary">
        Last close request: {lastReason}
      </Typography>
      <Modal open={open} onClose={handleClose}>
        <Box
          role="dialog"
          aria-labelledby="close-reason-modal-title"
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 420,
            maxWidth: 'calc(100% - 32px)',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 24,
            p: 3,
          }}
        >
          <Typography id="close-reason-modal-title" variant="h6" component="h2">
            Send feedback
          </Typography>
          <TextField
            label="Your feedback"
            multiline
            minRows={3}
            fullWidth
            sx={{ my: 2 }}
          />
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="contained" onClick={() => setOpen(false)}>
              Send
            </Button>
          </Stack>
        </Box>
      </Modal>
    </Stack>
  );
}
