import { useCallback, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from(
  { length: 16 },
  (_, index) =>
    `Chapter ${index + 1}. Scroll down to hide the app bar and give the text more room. ` +
    'Scroll up, even a little, and it slides back in.',
);

export default function HideAppBarOnScroll() {
  // The demo runs in an iframe, so it listens to the iframe's window.
  // In an application, call useScrollTrigger() without a target.
  const [frameWindow, setFrameWindow] = useState<Window | undefined>(undefined);
  const rootRef = useCallback((node: HTMLDivElement | null) => {
    setFrameWindow(node?.ownerDocument.defaultView ?? undefined);
  }, []);
  const trigger = useScrollTrigger({ target: frameWindow });

  return (
    <div ref={rootRef}>
      <Slide appear={false} direction="down" in={!trigger}>
        <AppBar>
          <Toolbar>
            <Typography variant="h6" component="div">
              The Long Read
            </Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <Toolbar />
      <Box sx={{ p: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} paragraph>
            {text}
          </Typography>
        ))}
      </Box>
    </div>
  );
}
