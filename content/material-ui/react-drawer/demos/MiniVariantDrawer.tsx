import { useState } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Inbox from '@mui/icons-material/Inbox';
import Settings from '@mui/icons-material/Settings';

const openWidth = 220;
const closedWidth = 64;

const sections = [
  { label: 'Inbox', icon: <Inbox /> },
  { label: 'Calendar', icon: <CalendarMonth /> },
  { label: 'Settings', icon: <Settings /> },
];

export default function MiniVariantDrawer() {
  const [open, setOpen] = useState(false);
  const width = open ? openWidth : closedWidth;
  const widthTransition = (theme: Theme) =>
    theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: open
        ? theme.transitions.duration.enteringScreen
        : theme.transitions.duration.leavingScreen,
    });

  return (
    <Box sx={{ display: 'flex' }}>
      <Drawer
        variant="permanent"
        sx={{
          width,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          transition: widthTransition,
          '& .MuiDrawer-paper': {
            width,
            overflowX: 'hidden',
            boxSizing: 'border-box',
            transition: widthTransition,
          },
        }}
      >
        <Toolbar sx={{ justifyContent: 'flex-end', px: 1.5 }}>
          <IconButton
            aria-label={open ? 'Collapse navigation' : 'Expand navigation'}
            aria-expanded={open}
            onClick={() => setOpen((previous) => !previous)}
          >
            {open ? <ChevronLeft /> : <ChevronRight />}
          </IconButton>
        </Toolbar>
        <Divider />
        <Box component="nav" aria-label="Sections">
          <List>
            {sections.map((section, index) => (
              <ListItem key={section.label} disablePadding>
                {/* Collapsed, the tooltip shows the label that the narrow column hides. */}
                <Tooltip title={open ? '' : section.label} placement="right">
                  <ListItemButton selected={index === 0} sx={{ px: 2.5 }}>
                    <ListItemIcon sx={{ minWidth: 0, mr: open ? 2 : 0 }}>
                      {section.icon}
                    </ListItemIcon>
                    <ListItemText primary={section.label} sx={{ opacity: open ? 1 : 0 }} />
                  </ListItemButton>
                </Tooltip>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Inbox
        </Typography>
        <Typography>
          The navigation stays on screen as a narrow column of icons. Expand it with the chevron
          to read the labels; the content follows its width.
        </Typography>
      </Box>
    </Box>
  );
}
