import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

const peekHeight = 56;

const stops = [
  { name: 'Central Station', time: '08:12' },
  { name: 'Market Square', time: '08:17' },
  { name: 'University', time: '08:24' },
  { name: 'Harbour', time: '08:31' },
];

export default function SwipeableEdgeDrawer() {
  const [open, setOpen] = useState(false);
  // The demo runs in an iframe: render the drawer into the iframe's body.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const rootRef = useCallback((node: HTMLDivElement | null) => {
    setContainer(node?.ownerDocument.body ?? null);
  }, []);

  return (
    <Box ref={rootRef} sx={{ p: 2, height: '100vh', boxSizing: 'border-box' }}>
      <Typography gutterBottom>
        The tab at the bottom stays visible. Swipe it up on a touch screen, or use the button.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show stops
      </Button>
      <SwipeableDrawer
        container={container}
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        swipeAreaWidth={peekHeight}
        disableSwipeToOpen={false}
        allowSwipeInChildren
        ModalProps={{ keepMounted: true }}
        sx={{
          '& .MuiDrawer-paper': {
            height: `calc(60% - ${peekHeight}px)`,
            overflow: 'visible',
          },
        }}
      >
        {/* Sits above the paper, so it peeks out while the drawer is closed. */}
        <Box
          sx={{
            position: 'absolute',
            top: -peekHeight,
            left: 0,
            right: 0,
            height: peekHeight,
            visibility: 'visible',
            bgcolor: 'background.paper',
            borderTopLeftRadius: 12,
            borderTopRightRadius: 12,
            boxShadow: 3,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 8,
              width: 32,
              height: 4,
              borderRadius: 2,
              bgcolor: 'text.disabled',
            }}
          />
          <Typography variant="body2" color="text.secondary">
            Line 4 · 4 stops
          </Typography>
        </Box>
        <List sx={{ overflow: 'auto' }}>
          {stops.map((stop) => (
            <ListItem key={stop.name}>
              <ListItemText primary={stop.name} secondary={stop.time} />
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </Box>
  );
}
