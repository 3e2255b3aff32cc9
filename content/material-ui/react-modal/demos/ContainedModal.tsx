import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function ContainedModal() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);

  return (
    <Box
      ref={containerRef}
      sx={{
        position: 'relative',
        height: 240,
        width: '100%',
        maxWidth: 480,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography gutterBottom>Invoice #2024-031 · Draft</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Lock the invoice
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        // Render inside the box above, and only cover that box.
        container={() => containerRef.current}
        disableScrollLock
        sx={{ position: 'absolute' }}
        slotProps={{ backdrop: { sx: { position: 'absolute' } } }}
      >
        <Box
          role="dialog"
          aria-labelledby="contained-modal-title"
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'calc(100% - 48px)',
            maxWidth: 300,
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 8,
            p: 2,
          }}
        >
          <Typography id="contained-modal-title" variant="subtitle1" component="h2" gutterBottom>
            Lock this invoice?
          </Typography>
          <Typography variant="body2" color="text.secondary">
            A locked invoice can no longer be edited.
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button variant="contained" onClick={() => setOpen(false)}>
              Lock
            </Button>
          </Box>
        </Box>
      </Modal>
    </Box>
  );
}
