import { useState } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ChatIcon from '@mui/icons-material/Chat';
import HomeIcon from '@mui/icons-material/Home';
import PersonIcon from '@mui/icons-material/Person';

const destinations = [
  { value: 'home', label: 'Home', icon: <HomeIcon /> },
  { value: 'calendar', label: 'Calendar', icon: <CalendarMonthIcon /> },
  { value: 'messages', label: 'Messages', icon: <ChatIcon /> },
  { value: 'profile', label: 'Profile', icon: <PersonIcon /> },
];

export default function LabelBottomNavigation() {
  const [value, setValue] = useState('calendar');

  return (
    <Box sx={{ width: '100%', maxWidth: 440 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Current screen: {value}
      </Typography>
      <BottomNavigation
        component="nav"
        aria-label="App sections"
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
      >
        {destinations.map((destination) => (
          <BottomNavigationAction
            key={destination.value}
            value={destination.value}
            label={destination.label}
            icon={destination.icon}
            aria-current={value === destination.value ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Box>
  );
}
