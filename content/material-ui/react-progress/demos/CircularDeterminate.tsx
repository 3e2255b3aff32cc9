import { useEffect, useState } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularDeterminate() {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : previous + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress
        variant="determinate"
        value={25}
        aria-label="Profile 25% complete"
      />
      <CircularProgress
        variant="determinate"
        value={50}
        aria-label="Profile 50% complete"
      />
      <CircularProgress
        variant="determinate"
        value={75}
        aria-label="Profile 75% complete"
      />
      <CircularProgress variant="determinate" value={100} aria-label="Profile complete" />
      <CircularProgress
        variant="determinate"
        value={progress}
        color="secondary"
        aria-label="Export progress"
      />
    </Stack>
  );
}
