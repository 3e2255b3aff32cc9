import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';

const notes = [
  { id: 1, title: 'Groceries', detail: 'Oat milk, lentils, spinach, lemons' },
  { id: 2, title: 'Book club', detail: 'Finish chapters 7 to 9 before Thursday' },
  { id: 3, title: 'Bike repair', detail: 'Replace the rear brake pads' },
  { id: 4, title: 'Gift ideas', detail: 'Ceramic mug, a good notebook, seeds' },
  { id: 5, title: 'Trip to Lisbon', detail: 'Book the airport transfer' },
  { id: 6, title: 'Passwords', detail: 'Move the old ones to the manager' },
  { id: 7, title: 'Running plan', detail: '3 × 5 km this week, one long run' },
];

export default function BottomAppBar() {
  return (
    <>
      <Box component="main" sx={{ pb: 9 }}>
        <List>
          {notes.map((note) => (
            <ListItem key={note.id} divider>
              <ListItemText primary={note.title} secondary={note.detail} />
            </ListItem>
          ))}
        </List>
      </Box>
      <AppBar position="fixed" color="primary" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" aria-label="Open navigation menu">
            <MenuIcon />
          </IconButton>
          <Fab
            color="secondary"
            aria-label="New note"
            sx={{
              position: 'absolute',
              zIndex: 1,
              top: -28,
              left: 0,
              right: 0,
              mx: 'auto',
            }}
          >
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search notes">
            <SearchIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </>
  );
}
