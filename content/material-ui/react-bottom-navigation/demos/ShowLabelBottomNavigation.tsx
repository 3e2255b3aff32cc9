import { useState } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import HomeIcon from '@mui/icons-material/Home';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';

export default function ShowLabelBottomNavigation() {
  const [value, setValue] = useState('home');

  return (
    <Box sx={{ width: '100%', maxWidth: 440 }}>
      <BottomNavigation
        component="nav"
        aria-label="Main"
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
      >
        <BottomNavigationAction value="home" label="Home" icon={<HomeIcon />} />
        <BottomNavigationAction value="search" label="Search" icon={<SearchIcon />} />
        {/* This action keeps its label visible, whatever is selected. */}
        <BottomNavigationAction
          value="post"
          label="New post"
          showLabel
          icon={<AddCircleIcon fontSize="large" />}
          sx={{ color: 'primary.main' }}
        />
        <BottomNavigationAction value="alerts" label="Alerts" icon={<NotificationsIcon />} />
        <BottomNavigationAction value="me" label="Profile" icon={<PersonIcon />} />
      </BottomNavigation>
    </Box>
  );
}
