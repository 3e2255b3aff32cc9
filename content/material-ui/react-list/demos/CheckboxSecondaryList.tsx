import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const people = [
  {
    name: 'Leo Marchetti',
    role: 'Design',
    avatar: '/static/images/demos/avatar-leo.svg',
  },
  {
    name: 'Mina Park',
    role: 'Engineering',
    avatar: '/static/images/demos/avatar-mina.svg',
  },
  {
    name: 'Nora Haddad',
    role: 'Marketing',
    avatar: '/static/images/demos/avatar-nora.svg',
  },
  {
    name: 'Sam Okafor',
    role: 'Support',
    avatar: '/static/images/demos/avatar-sam.svg',
  },
];

export default function CheckboxSecondaryList() {
  const [invited, setInvited] = useState<string[]>(['Mina Park']);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 380 }}>
      <List dense aria-label="Invite to the review">
        {people.map((person) => (
          <ListItem
            key={person.name}
            secondaryAction={
              <Checkbox
                edge="end"
                checked={invited.includes(person.name)}
                onChange={(event) =>
                  setInvited((current) =>
                    event.target.checked
                      ? [...current, person.name]
                      : current.filter((name) => name !== person.name),
                  )
                }
                inputProps={{ 'aria-label': `Invite ${person.name}` }}
              />
            }
          >
            <ListItemAvatar>
              <Avatar src={person.avatar} alt="" />
            </ListItemAvatar>
            <ListItemText primary={person.name} secondary={person.role} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
