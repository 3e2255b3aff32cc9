import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function KeepMountedModal() {
  const [open, setOpen] = useState(false);
  const [keepMounted, setKeepMounted] = useState(true);

  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <FormControlLabel
        control={
          <Switch checked={keepMounted} onChange={(event) => setKeepMounted(event.target.checked)} />
        }
        label="keepMounted"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Reply to the review
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} keepMounted={keepMounted}>
        <Box
          role="dialog"
          aria-labelledby="keep-mounted-modal-title"
          sx={{
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
          }}
        >
          <Typography id="keep-mounted-modal-title" variant="h6" component="h2" gutterBottom>
            Your reply
          </Typography>
          {/* Uncontrolled: the draft survives a close only while the modal stays mounted. */}
          <TextField id="keep-mounted-modal-reply" label="Reply" multiline minRows={3} fullWidth />
          <Button sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Close
          </Button>
        </Box>
      </Modal>
    </Stack>
  );
}
