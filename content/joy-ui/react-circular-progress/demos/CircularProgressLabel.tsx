import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

export default function CircularProgressLabel() {
  const [progress, setProgress] = React.useState(0);
  const [running, setRunning] = React.useState(false);
  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setProgress((value) => {
        if (value >= 100) {
          setRunning(false);
          return 100;
        }
        return value + 5;
      });
    }, 200);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <CircularProgress
        size="lg"
        determinate
        value={progress}
        color={progress === 100 ? 'success' : 'primary'}
        aria-label="Export progress"
      >
        <Typography level="body-xs" fontWeight="lg" aria-hidden>
          {progress}%
        </Typography>
      </CircularProgress>
      <Button
        variant="outlined"
        disabled={running}
        onClick={() => {
          setProgress(0);
          setRunning(true);
        }}
      >
        {progress === 100 ? 'Export again' : 'Start export'}
      </Button>
    </Box>
  );
}
