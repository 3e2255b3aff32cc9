import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const panelStyle = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
} as const;

function ConfirmModal({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);

  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        Delete project
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <Box
          role="alertdialog"
          aria-labelledby="nested-modal-confirm-title"
          sx={{ ...panelStyle, width: 300 }}
        >
          <Typography id="nested-modal-confirm-title" variant="h6" component="h2">
            Delete “Website redesign”?
          </Typography>
          <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              variant="contained"
              color="error"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              Delete
            </Button>
          </Stack>
        </Box>
      </Modal>
    </>
  );
}

export default function NestedModal() {
  const [open, setOpen] = useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Project settings
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <Box
          role="dialog"
          aria-labelledby="nested-modal-title"
          sx={{ ...panelStyle, width: 440 }}
        >
          <Typography id="nested-modal-title" variant="h6" component="h2">
            Website redesign
          </Typography>
          <Typography sx={{ mt: 1, mb: 2 }} color="text.secondary">
            Created by Priya Nair · 14 members
          </Typography>
          <Stack direction="row" justifyContent="space-between">
            <ConfirmModal onConfirm={() => setOpen(false)} />
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Stack>
        </Box>
      </Modal>
    </div>
  );
}
