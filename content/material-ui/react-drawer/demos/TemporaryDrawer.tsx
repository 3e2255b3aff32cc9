import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/Folder';
import GroupIcon from '@mui/icons-material/Group';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import SettingsIcon from '@mui/icons-material/Settings';

const mainLinks = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Projects', icon: <FolderIcon /> },
  { label: 'Team', icon: <GroupIcon /> },
];

const secondaryLinks = [
  { label: 'Settings', icon: <SettingsIcon /> },
  { label: 'Help', icon: <HelpOutlineIcon /> },
];

export default function TemporaryDrawer() {
  const [open, setOpen] = useState(false);

  const renderLinks = (links: typeof mainLinks) => (
    <List>
      {links.map((link) => (
        <ListItem key={link.label} disablePadding>
          <ListItemButton onClick={() => setOpen(false)}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText primary={link.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open menu
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Main menu" sx={{ width: 260 }}>
          {renderLinks(mainLinks)}
          <Divider />
          {renderLinks(secondaryLinks)}
        </Box>
      </Drawer>
    </div>
  );
}
