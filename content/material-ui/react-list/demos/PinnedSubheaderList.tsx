import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';

const contacts = [
  { letter: 'A', names: ['Aaliyah Brooks', 'Adam Fischer', 'Amelia Grant'] },
  { letter: 'B', names: ['Bao Nguyen', 'Beatriz Lopes', 'Ben Carter'] },
  { letter: 'C', names: ['Chidi Okoro', 'Clara Weiss', 'Connor Walsh'] },
  { letter: 'D', names: ['Dana Cohen', 'Dev Patel', 'Dimitri Volkov'] },
];

export default function PinnedSubheaderList() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360, overflow: 'hidden' }}>
      <List
        aria-label="Contacts"
        tabIndex={0}
        sx={{ position: 'relative', maxHeight: 280, overflow: 'auto', py: 0 }}
      >
        {contacts.map((group) => (
          <li key={group.letter}>
            <List disablePadding aria-labelledby={`pinned-list-${group.letter}`}>
              <ListSubheader id={`pinned-list-${group.letter}`}>
                {group.letter}
              </ListSubheader>
              {group.names.map((name) => (
                <ListItem key={name}>
                  <ListItemText primary={name} />
                </ListItem>
              ))}
            </List>
          </li>
        ))}
      </List>
    </Paper>
  );
}
