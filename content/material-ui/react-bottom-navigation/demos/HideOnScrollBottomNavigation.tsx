import { useCallback, useState } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import ExploreIcon from '@mui/icons-material/Explore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HomeIcon from '@mui/icons-material/Home';

const posts = Array.from(
  { length: 16 },
  (_, index) => `Post ${index + 1}. Scroll down to read on a full screen; scroll up for the bar.`,
);

export default function HideOnScrollBottomNavigation() {
  const [value, setValue] = useState(0);
  // The demo runs in an iframe, so it watches that iframe's window.
  const [frameWindow, setFrameWindow] = useState<Window | undefined>(undefined);
  const rootRef = useCallback((node: HTMLDivElement | null) => {
    setFrameWindow(node?.ownerDocument.defaultView ?? undefined);
  }, []);
  const scrollingDown = useScrollTrigger({ target: frameWindow });

  return (
    <Box ref={rootRef} sx={{ p: 2, pb: 9 }}>
      {posts.map((post) => (
        <Typography key={post} paragraph>
          {post}
        </Typography>
      ))}
      <Slide appear={false} direction="up" in={!scrollingDown}>
        <Paper elevation={3} sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }}>
          <BottomNavigation
            component="nav"
            aria-label="Feed sections"
            showLabels
            value={value}
            onChange={(_event, newValue: number) => setValue(newValue)}
          >
            <BottomNavigationAction label="Home" icon={<HomeIcon />} />
            <BottomNavigationAction label="Explore" icon={<ExploreIcon />} />
            <BottomNavigationAction label="Saved" icon={<FavoriteIcon />} />
          </BottomNavigation>
        </Paper>
      </Slide>
    </Box>
  );
}
