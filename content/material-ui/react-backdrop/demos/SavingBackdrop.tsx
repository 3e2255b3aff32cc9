import { useEffect, useRef, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Status = 'idle' | 'saving' | 'saved';

export default function SavingBackdrop() {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = () => {
    setStatus('saving');
    // Stands in for a request to the server.
    timer.current = setTimeout(() => setStatus('saved'), 2000);
  };

  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Button variant="contained" onClick={save} disabled={status === 'saving'}>
        Save changes
      </Button>
      {/* The backdrop is hidden from screen readers: announce the progress here. */}
      <Typography role="status" color="text.secondary">
        {status === 'saving'
          ? 'Saving…'
          : status === 'saved'
            ? 'All changes saved'
            : ''}
      </Typography>
      <Backdrop
        open={status === 'saving'}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
      >
        <Paper sx={{ px: 4, py: 3 }}>
          <Stack direction="row" spacing={2} alignItems="center">
            <CircularProgress size={28} />
            <Typography>Saving your changes…</Typography>
          </Stack>
        </Paper>
      </Backdrop>
    </Stack>
  );
}
