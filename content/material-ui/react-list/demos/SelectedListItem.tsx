import { useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LockIcon from '@mui/icons-material/Lock';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentIcon from '@mui/icons-material/Payment';

const sections = [
  { id: 'profile', label: 'Profile', icon: <AccountCircleIcon /> },
  { id: 'security', label: 'Security', icon: <LockIcon /> },
  { id: 'notifications', label: 'Notifications', icon: <NotificationsIcon /> },
  { id: 'billing', label: 'Billing', icon: <PaymentIcon />, disabled: true },
];

export default function SelectedListItem() {
  const [current, setCurrent] = useState('security');

  return (
    <Paper
      component="nav"
      aria-label="Account settings"
      variant="outlined"
      sx={{ width: '100%', maxWidth: 300 }}
    >
      <List>
        {sections.map((section) => (
          <ListItem key={section.id} disablePadding>
            <ListItemButton
              selected={current === section.id}
              aria-current={current === section.id ? 'page' : undefined}
              disabled={section.disabled}
              onClick={() => setCurrent(section.id)}
            >
              <ListItemIcon>{section.icon}</ListItemIcon>
              <ListItemText primary={section.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
