import { useEffect, useState, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

interface Message {
  key: number;
  text: string;
}

const events = [
  'Ana joined the project',
  'Build #184 passed',
  'Invoice 2024-017 was paid',
];

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = useState<Message[]>([]);
  const [current, setCurrent] = useState<Message | null>(null);
  const [open, setOpen] = useState(false);
  const [counter, setCounter] = useState(0);

  useEffect(() => {
    if (queue.length > 0 && !current) {
      // Nothing on screen: show the next message.
      setCurrent(queue[0]!);
      setQueue((previous) => previous.slice(1));
      setOpen(true);
    } else if (queue.length > 0 && current && open) {
      // A newer message is waiting: close the current one first.
      setOpen(false);
    }
  }, [queue, current, open]);

  const handleAdd = () => {
    const text = events[counter % events.length]!;
    setQueue((previous) => [...previous, { key: counter, text }]);
    setCounter((previous) => previous + 1);
  };

  const handleClose = (_event: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={handleAdd}>
        Simulate an event
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={4000}
        onClose={handleClose}
        TransitionProps={{ onExited: () => setCurrent(null) }}
        message={current?.text}
        action={
          <IconButton
            size="small"
            color="inherit"
            aria-label="Close"
            onClick={handleClose}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Stack>
  );
}
