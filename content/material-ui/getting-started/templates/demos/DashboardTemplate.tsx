import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/Dashboard';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptIcon from '@mui/icons-material/Receipt';

const sections = [
  { label: 'Overview', icon: <DashboardIcon /> },
  { label: 'Orders', icon: <ReceiptIcon /> },
  { label: 'Products', icon: <InventoryIcon /> },
  { label: 'Customers', icon: <PeopleIcon /> },
];

const stats = [
  { label: 'Orders today', value: '128', change: '+12%' },
  { label: 'Revenue', value: '$9,420', change: '+4%' },
  { label: 'Returns', value: '6', change: '-2%' },
];

export default function DashboardTemplate() {
  const [selected, setSelected] = useState('Overview');

  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          <Typography variant="h6" component="p">
            Storefront admin
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', minHeight: 300 }}>
        <Box
          component="nav"
          aria-label="Dashboard sections"
          sx={{ width: 200, flexShrink: 0 }}
        >
          <List dense>
            {sections.map((section) => (
              // A list holds list items: the button goes inside one.
              <ListItem key={section.label} disablePadding>
                <ListItemButton
                  selected={selected === section.label}
                  onClick={() => setSelected(section.label)}
                >
                  <ListItemIcon>{section.icon}</ListItemIcon>
                  <ListItemText primary={section.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Divider orientation="vertical" flexItem />
        <Box component="main" sx={{ flexGrow: 1, p: 2, bgcolor: 'background.default' }}>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500, mb: 2 }}>
            {selected}
          </Typography>
          <Grid container spacing={2}>
            {stats.map((stat) => (
              <Grid item xs={12} sm={4} key={stat.label}>
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    {stat.label}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {stat.value}
                  </Typography>
                  <Chip
                    size="small"
                    label={stat.change}
                    color={stat.change.startsWith('+') ? 'success' : 'default'}
                    sx={{ mt: 1 }}
                  />
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Box>
      </Box>
    </Box>
  );
}
