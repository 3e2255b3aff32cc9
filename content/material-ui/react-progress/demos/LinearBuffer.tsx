import { useEffect, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearBuffer() {
  const [played, setPlayed] = useState(0);
  const [buffered, setBuffered] = useState(10);

  useEffect(() => {
    const timer = setInterval(() => {
      setPlayed((previous) => (previous >= 100 ? 0 : previous + 4));
      setBuffered((previous) => (previous >= 100 ? 10 : Math.min(previous + 7, 100)));
    }, 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" id="linear-buffer-label">
        Episode 12: Designing for small screens
      </Typography>
      <LinearProgress
        variant="buffer"
        value={Math.min(played, buffered)}
        valueBuffer={buffered}
        aria-labelledby="linear-buffer-label"
      />
    </Stack>
  );
}
