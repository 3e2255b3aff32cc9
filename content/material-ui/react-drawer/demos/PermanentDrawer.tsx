import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import DraftsIcon from '@mui/icons-material/Drafts';

const drawerWidth = 220;

const folders = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Starred', icon: <StarIcon /> },
  { label: 'Sent', icon: <SendIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
];

export default function PermanentDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      {/* The app bar sits above the drawer, so the drawer starts below it. */}
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <Typography variant="h6" component="div" noWrap>
            Mailbox
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{
          width: drawerWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        <Box component="nav" aria-label="Folders" sx={{ overflow: 'auto' }}>
          <List>
            {folders.map((folder, index) => (
              <ListItem key={folder.label} disablePadding>
                <ListItemButton selected={index === 0}>
                  <ListItemIcon>{folder.icon}</ListItemIcon>
                  <ListItemText primary={folder.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography paragraph>
          The drawer is always visible and takes its own column of the layout. The main
          content fills the rest of the width.
        </Typography>
        <Typography paragraph>
          Because the app bar has a higher z-index than the drawer, it spans the full
          width and the drawer begins under it. An empty Toolbar at the top of the drawer
          and of the content keeps both clear of the bar.
        </Typography>
      </Box>
    </Box>
  );
}
