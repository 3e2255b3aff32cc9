import { useEffect, useRef, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import MenuIcon from '@mui/icons-material/Menu';

const drawerWidth = 220;

const Main = styled('main', { shouldForwardProp: (prop) => prop !== 'open' })<{
  open: boolean;
}>(({ theme, open }) => ({
  flexGrow: 1,
  padding: theme.spacing(3),
  marginLeft: open ? 0 : -drawerWidth,
  transition: theme.transitions.create('margin', {
    easing: open ? theme.transitions.easing.easeOut : theme.transitions.easing.sharp,
    duration: open
      ? theme.transitions.duration.enteringScreen
      : theme.transitions.duration.leavingScreen,
  }),
}));

const chapters = ['Getting started', 'Layouts', 'Forms', 'Data tables', 'Charts'];

export default function PersistentDrawer() {
  const [open, setOpen] = useState(true);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);

  // The button that was clicked disappears, so move the focus to the other one.
  useEffect(() => {
    if (moveFocus.current) {
      moveFocus.current = false;
      (open ? closeButtonRef : menuButtonRef).current?.focus();
    }
  }, [open]);

  const toggle = (value: boolean) => {
    moveFocus.current = true;
    setOpen(value);
  };

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar
        position="fixed"
        sx={(theme) => ({
          transition: theme.transitions.create(['margin', 'width']),
          ...(open && { width: `calc(100% - ${drawerWidth}px)`, ml: `${drawerWidth}px` }),
        })}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            aria-label="Open chapters"
            edge="start"
            ref={menuButtonRef}
            onClick={() => toggle(true)}
            sx={{ mr: 2, ...(open && { display: 'none' }) }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap>
            Handbook
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="persistent"
        anchor="left"
        open={open}
        sx={{
          width: drawerWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
        }}
      >
        <Toolbar sx={{ justifyContent: 'flex-end' }}>
          <IconButton
            aria-label="Close chapters"
            ref={closeButtonRef}
            onClick={() => toggle(false)}
          >
            <ChevronLeftIcon />
          </IconButton>
        </Toolbar>
        <Divider />
        <Box component="nav" aria-label="Chapters">
          <List>
            {chapters.map((chapter, index) => (
              <ListItem key={chapter} disablePadding>
                <ListItemButton selected={index === 1}>
                  <ListItemText primary={chapter} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Main open={open}>
        <Toolbar />
        <Typography paragraph>
          A persistent drawer stays open until the reader closes it. While it is open, it
          takes its own column and the content moves aside instead of being covered.
        </Typography>
        <Typography paragraph>
          Close it with the arrow button to give this text the full width, and open it
          again with the menu button in the app bar.
        </Typography>
      </Main>
    </Box>
  );
}
