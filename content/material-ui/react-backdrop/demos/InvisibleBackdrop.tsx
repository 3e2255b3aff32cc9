import { useEffect, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function InvisibleBackdrop() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <Box sx={{ minHeight: 150 }}>
      <Box sx={{ position: 'relative', display: 'inline-block' }}>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={open ? 'invisible-backdrop-panel' : undefined}
          onClick={() => setOpen((previous) => !previous)}
        >
          Opening hours
        </Button>
        {/* Transparent, but catches the click that closes the panel. */}
        <Backdrop open={open} invisible onClick={() => setOpen(false)} sx={{ zIndex: 1 }} />
        {open ? (
          <Paper
            id="invisible-backdrop-panel"
            elevation={8}
            sx={{
              position: 'absolute',
              top: '100%',
              left: 0,
              mt: 1,
              p: 2,
              width: 220,
              zIndex: 2,
            }}
          >
            <Typography variant="subtitle2" component="h3" gutterBottom>
              Opening hours
            </Typography>
            <Typography variant="body2">Mon–Fri: 9:00–18:00</Typography>
            <Typography variant="body2">Sat: 10:00–14:00</Typography>
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}
