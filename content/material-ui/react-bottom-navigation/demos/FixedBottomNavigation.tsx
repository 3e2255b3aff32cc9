import { useState } from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import RadioIcon from '@mui/icons-material/Radio';
import SearchIcon from '@mui/icons-material/Search';

const tabs = {
  library: ['Morning focus', 'Road trip classics', 'Rainy Sunday', 'Piano for reading'],
  radio: ['Jazz FM', 'Classical 24', 'Indie Hour', 'Lo-fi beats'],
  search: ['Recent: film scores', 'Recent: Nina Simone', 'Recent: sea shanties'],
} as const;

type Tab = keyof typeof tabs;

export default function FixedBottomNavigation() {
  const [tab, setTab] = useState<Tab>('library');
  // Repeat the list so the page is long enough to scroll.
  const items = [0, 1, 2].flatMap((round) =>
    tabs[tab].map((title) => ({ id: `${round}-${title}`, title, round })),
  );

  return (
    <Box sx={{ pb: 8 }}>
      <List>
        {items.map((item) => (
          <ListItem key={item.id} divider>
            <ListItemText primary={item.title} secondary={`Playlist ${item.round + 1}`} />
          </ListItem>
        ))}
      </List>
      <Paper sx={{ position: 'fixed', bottom: 0, left: 0, right: 0 }} elevation={3}>
        <BottomNavigation
          component="nav"
          aria-label="Music"
          showLabels
          value={tab}
          onChange={(_event, newValue: Tab) => setTab(newValue)}
        >
          <BottomNavigationAction
            value="library"
            label="Library"
            icon={<LibraryMusicIcon />}
          />
          <BottomNavigationAction value="radio" label="Radio" icon={<RadioIcon />} />
          <BottomNavigationAction value="search" label="Search" icon={<SearchIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
