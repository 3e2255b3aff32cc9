import { useCallback, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';

const drawerWidth = 220;

const pages = [
  { label: 'Overview', icon: <BarChartIcon /> },
  { label: 'Customers', icon: <PeopleIcon /> },
  { label: 'Invoices', icon: <ReceiptIcon /> },
];

export default function ResponsiveDrawer() {
  const [mobileOpen, setMobileOpen] = useState(false);
  // The demo runs in an iframe: render the temporary drawer into the iframe's body.
  // In an application, leave the container out.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const rootRef = useCallback((node: HTMLDivElement | null) => {
    setContainer(node?.ownerDocument.body ?? null);
  }, []);

  const navigation = (
    <Box component="nav" aria-label="Sections">
      <Toolbar />
      <List>
        {pages.map((page, index) => (
          <ListItem key={page.label} disablePadding>
            <ListItemButton selected={index === 0} onClick={() => setMobileOpen(false)}>
              <ListItemIcon>{page.icon}</ListItemIcon>
              <ListItemText primary={page.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );

  const paperStyle = {
    '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
  };

  return (
    <Box ref={rootRef} sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            aria-label="Open navigation"
            edge="start"
            onClick={() => setMobileOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap>
            Billing
          </Typography>
        </Toolbar>
      </AppBar>
      {/* Small screens: a temporary drawer opened with the menu button. */}
      <Drawer
        variant="temporary"
        container={container}
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { xs: 'block', sm: 'none' }, ...paperStyle }}
      >
        {navigation}
      </Drawer>
      {/* From the sm breakpoint up: a permanent drawer. */}
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', sm: 'block' },
          width: drawerWidth,
          flexShrink: 0,
          ...paperStyle,
        }}
      >
        {navigation}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3, minWidth: 0 }}>
        <Toolbar />
        <Typography paragraph>
          When this frame is narrower than 600px, the navigation moves to a temporary
          drawer, opened with the menu button in the app bar. On wider screens, it stays
          visible on the left.
        </Typography>
      </Box>
    </Box>
  );
}
