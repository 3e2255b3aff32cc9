import Sheet from '@mui/joy/Sheet';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';

const groups = [
  { letter: 'A', names: ['Ada', 'Alma', 'Amir', 'Anouk'] },
  { letter: 'B', names: ['Basile', 'Bea', 'Bruno'] },
  { letter: 'C', names: ['Camille', 'Chiara', 'Cyril', 'Cora'] },
];

export default function SheetScrollable() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Contacts"
      sx={{ width: 280, maxWidth: '100%', maxHeight: 220, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {groups.map((group) => (
          <ListItem nested key={group.letter}>
            <ListSubheader sticky>{group.letter}</ListSubheader>
            <List>
              {group.names.map((name) => (
                <ListItem key={name}>{name}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
