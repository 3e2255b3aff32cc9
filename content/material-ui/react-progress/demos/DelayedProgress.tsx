import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';

type Status = 'idle' | 'loading' | 'done';

export default function DelayedProgress() {
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>();

  useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = (duration: number) => {
    clearTimeout(timer.current);
    setStatus('loading');
    timer.current = setTimeout(() => setStatus('done'), duration);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        {status === 'done' ? (
          <Typography>Your report is ready.</Typography>
        ) : (
          <Fade
            in={status === 'loading'}
            style={{ transitionDelay: status === 'loading' ? '600ms' : '0ms' }}
            unmountOnExit
          >
            <CircularProgress aria-label="Generating report" />
          </Fade>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" onClick={() => handleClick(300)}>
          Fast request
        </Button>
        <Button variant="outlined" onClick={() => handleClick(3000)}>
          Slow request
        </Button>
      </Box>
    </Box>
  );
}
