import { useCallback, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const entries = Array.from(
  { length: 20 },
  (_, index) => `Day ${index + 1}: notes from the trail, the weather and where we camped.`,
);

export default function BackToTop() {
  // The demo runs in an iframe, so it watches the iframe's window.
  const [frameWindow, setFrameWindow] = useState<Window | undefined>(undefined);
  const rootRef = useCallback((node: HTMLDivElement | null) => {
    setFrameWindow(node?.ownerDocument.defaultView ?? undefined);
  }, []);
  const trigger = useScrollTrigger({
    target: frameWindow,
    disableHysteresis: true,
    threshold: 200,
  });

  const scrollToTop = () => {
    frameWindow?.scrollTo({ top: 0, behavior: 'smooth' });
    // Move focus back to the start of the content for keyboard users.
    frameWindow?.document.getElementById('back-to-top-title')?.focus();
  };

  return (
    <div ref={rootRef}>
      <AppBar>
        <Toolbar>
          <Typography id="back-to-top-title" tabIndex={-1} variant="h6" component="div">
            Trail Journal
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Box sx={{ p: 2 }}>
        {entries.map((text) => (
          <Typography key={text} paragraph>
            {text}
          </Typography>
        ))}
      </Box>
      <Zoom in={trigger}>
        <Fab
          size="small"
          color="secondary"
          aria-label="Back to top"
          onClick={scrollToTop}
          sx={{ position: 'fixed', bottom: 16, right: 16 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </div>
  );
}
