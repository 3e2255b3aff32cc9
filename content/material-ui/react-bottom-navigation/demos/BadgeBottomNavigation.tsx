import { useState, type SyntheticEvent } from 'react';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import InboxIcon from '@mui/icons-material/Inbox';
import NotificationsIcon from '@mui/icons-material/Notifications';
import SettingsIcon from '@mui/icons-material/Settings';

type Section = 'inbox' | 'alerts' | 'settings';

export default function BadgeBottomNavigation() {
  const [value, setValue] = useState<Section>('settings');
  const [unread, setUnread] = useState({ inbox: 4, alerts: 12 });

  const handleChange = (_event: SyntheticEvent, newValue: Section) => {
    setValue(newValue);
    // Opening a section marks its items as read.
    if (newValue !== 'settings') {
      setUnread((previous) => ({ ...previous, [newValue]: 0 }));
    }
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <BottomNavigation
        component="nav"
        aria-label="Mail"
        showLabels
        value={value}
        onChange={handleChange}
      >
        <BottomNavigationAction
          value="inbox"
          label="Inbox"
          icon={
            <Badge badgeContent={unread.inbox} color="primary">
              <InboxIcon />
            </Badge>
          }
        />
        <BottomNavigationAction
          value="alerts"
          label="Alerts"
          icon={
            <Badge badgeContent={unread.alerts} max={9} color="error">
              <NotificationsIcon />
            </Badge>
          }
        />
        <BottomNavigationAction
          value="settings"
          label="Settings"
          icon={<SettingsIcon />}
        />
      </BottomNavigation>
    </Box>
  );
}
