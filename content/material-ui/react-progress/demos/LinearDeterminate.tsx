import { useEffect, useState } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearDeterminate() {
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => {
      setProgress((previous) => (previous >= 100 ? 0 : Math.min(previous + 8, 100)));
    }, 500);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" id="linear-determinate-label">
        Uploading quarterly-report.pdf
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-labelledby="linear-determinate-label"
      />
    </Stack>
  );
}
