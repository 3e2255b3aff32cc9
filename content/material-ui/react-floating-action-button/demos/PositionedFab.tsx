import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import EditIcon from '@mui/icons-material/Edit';

const notes = [
  { title: 'Grocery list', excerpt: 'Oat milk, lemons, basil, rice' },
  { title: 'Team offsite', excerpt: 'Book the room for Thursday afternoon' },
  { title: 'Book club', excerpt: 'Finish chapters 7 to 9 before Sunday' },
];

export default function PositionedFab() {
  return (
    <Paper
      variant="outlined"
      sx={{ position: 'relative', maxWidth: 360, height: 260, mx: 'auto' }}
    >
      <List aria-label="Notes">
        {notes.map((note) => (
          <ListItem key={note.title} divider>
            <ListItemText primary={note.title} secondary={note.excerpt} />
          </ListItem>
        ))}
      </List>
      <Box sx={{ position: 'absolute', right: 16, bottom: 16 }}>
        <Fab color="primary" aria-label="New note">
          <EditIcon />
        </Fab>
      </Box>
    </Paper>
  );
}
