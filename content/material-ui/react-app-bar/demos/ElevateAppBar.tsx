import { useCallback, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  name: `Order #${2400 + index}`,
  status: index % 3 === 0 ? 'Shipped' : 'Processing',
}));

export default function ElevateAppBar() {
  // The demo runs in an iframe, so it listens to the iframe's window.
  const [frameWindow, setFrameWindow] = useState<Window | undefined>(undefined);
  const rootRef = useCallback((node: HTMLDivElement | null) => {
    setFrameWindow(node?.ownerDocument.defaultView ?? undefined);
  }, []);
  const scrolled = useScrollTrigger({
    target: frameWindow,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <div ref={rootRef}>
      <AppBar color="default" elevation={scrolled ? 4 : 0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            Orders
          </Typography>
        </Toolbar>
      </AppBar>
      <Toolbar />
      <Box sx={{ px: 2, py: 1 }}>
        {rows.map((row) => (
          <Box
            key={row.id}
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography>{row.name}</Typography>
            <Typography color="text.secondary">{row.status}</Typography>
          </Box>
        ))}
      </Box>
    </div>
  );
}
