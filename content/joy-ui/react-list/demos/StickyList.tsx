import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const contacts: Record<string, string[]> = {
  A: ['Ada Brooks', 'Ahmed Saleh', 'Alma Reyes', 'Anton Weiss'],
  B: ['Bea Ortiz', 'Bruno Keller', 'Bilal Shah'],
  C: ['Carla Mendes', 'Chen Wei', 'Clara Jensen', 'Cyril Moreau'],
  D: ['Dana Fischer', 'Diego Alves', 'Dora Novak'],
};

export default function StickyList() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      aria-label="Contacts, scrollable"
      sx={{ width: 300, maxWidth: '100%', maxHeight: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {Object.entries(contacts).map(([letter, names]) => (
          <ListItem nested key={letter}>
            <ListSubheader sticky>{letter}</ListSubheader>
            <List>
              {names.map((name) => (
                <ListItem key={name}>{name}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
