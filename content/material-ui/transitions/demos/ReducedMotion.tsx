import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ReducedMotion() {
  const [open, setOpen] = useState(false);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Box sx={{ minHeight: 150 }}>
      <Button variant="outlined" onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide details' : 'Show details'}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Reduced motion is {reduceMotion ? 'on' : 'off'}:{' '}
        {reduceMotion ? 'the card appears at once.' : 'the card grows in.'}
      </Typography>
      <Grow in={open} timeout={reduceMotion ? 0 : 'auto'}>
        <Paper variant="outlined" sx={{ mt: 1, p: 2, maxWidth: 320 }}>
          <Typography variant="body2">
            Delivery on Thursday between 9 a.m. and 1 p.m.
          </Typography>
        </Paper>
      </Grow>
    </Box>
  );
}
