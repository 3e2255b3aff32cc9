import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function KeepMountedDrawer() {
  const [open, setOpen] = useState(false);
  const [keepMounted, setKeepMounted] = useState(true);

  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <FormControlLabel
        control={
          <Switch
            checked={keepMounted}
            onChange={(event) => setKeepMounted(event.target.checked)}
          />
        }
        label="Keep mounted"
      />
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write a note
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        ModalProps={{ keepMounted }}
      >
        <Box sx={{ width: 300, maxWidth: '85vw', p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Note
          </Typography>
          {/* Uncontrolled: its text lives in the DOM, so it survives only if the drawer stays mounted. */}
          <TextField id="keep-mounted-note" label="Note" multiline minRows={4} fullWidth />
          <Button sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            Close
          </Button>
        </Box>
      </Drawer>
    </Stack>
  );
}
