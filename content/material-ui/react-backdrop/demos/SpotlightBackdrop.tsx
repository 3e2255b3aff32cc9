import { useEffect, useRef, useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SpotlightBackdrop() {
  const [open, setOpen] = useState(false);
  const gotItRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    // A standalone backdrop has no keyboard handling: add Escape yourself.
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
      }
    };
    gotItRef.current?.focus();
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <Box sx={{ p: 3 }}>
      <Button sx={{ mb: 2 }} onClick={() => setOpen(true)}>
        Show the tip
      </Button>
      <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="flex-start">
        <Button variant="outlined">Import</Button>
        {/* While the tip shows, this group sits above the backdrop. */}
        <Box
          sx={{
            position: 'relative',
            zIndex: (theme) => (open ? theme.zIndex.drawer + 2 : 'auto'),
            display: 'inline-flex',
            flexDirection: 'column',
            alignItems: 'flex-start',
            gap: 1,
          }}
        >
          <Button variant="contained">Share</Button>
          {open ? (
            <Paper sx={{ p: 2, maxWidth: 240 }} role="note" aria-label="Tip">
              <Typography variant="body2" gutterBottom>
                New: share a board with people outside your team.
              </Typography>
              <Button ref={gotItRef} size="small" onClick={() => setOpen(false)}>
                Got it
              </Button>
            </Paper>
          ) : null}
        </Box>
        <Button variant="outlined">Export</Button>
      </Stack>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      />
    </Box>
  );
}
