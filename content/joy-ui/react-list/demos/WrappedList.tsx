import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';

const skills = ['TypeScript', 'React', 'CSS', 'Accessibility', 'Testing', 'Node.js', 'GraphQL'];

export default function WrappedList() {
  return (
    <List
      orientation="horizontal"
      wrap
      aria-label="Skills"
      sx={{ '--List-gap': '8px', '--ListItem-radius': '20px', maxWidth: 360 }}
    >
      {skills.map((skill) => (
        <ListItem key={skill}>
          <Chip variant="outlined">{skill}</Chip>
        </ListItem>
      ))}
    </List>
  );
}
