import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

interface Message {
  key: number;
  text: string;
}

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);
  const nextKey = React.useRef(0);

  // show the next message once the previous one has left the screen
  React.useEffect(() => {
    if (current === null && queue.length > 0) {
      const [next, ...rest] = queue;
      setCurrent(next ?? null);
      setQueue(rest);
      setOpen(true);
    }
  }, [current, queue]);

  const add = (text: string) => {
    nextKey.current += 1;
    setQueue((items) => [...items, { key: nextKey.current, text }]);
  };

  return (
    <React.Fragment>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="neutral" onClick={() => add('Photo uploaded.')}>
          Upload photo
        </Button>
        <Button variant="outlined" color="neutral" onClick={() => add('Album shared.')}>
          Share album
        </Button>
      </Box>
      <Snackbar
        key={current?.key}
        role="status"
        open={open}
        autoHideDuration={2000}
        onClose={() => setOpen(false)}
        onUnmount={() => setCurrent(null)}
      >
        {current?.text}
      </Snackbar>
    </React.Fragment>
  );
}
