import Avatar from '@mui/joy/Avatar';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import * as React from 'react';

const people = [
  { name: 'Nora Lindqvist', role: 'Product designer', src: '/static/images/demos/avatar-nora.svg' },
  { name: 'Leo Hartmann', role: 'Backend engineer', src: '/static/images/demos/avatar-leo.svg' },
  { name: 'Mina Okafor', role: 'Engineering manager', src: '/static/images/demos/avatar-mina.svg' },
];

export default function DecoratedList() {
  return (
    <List
      variant="outlined"
      aria-label="Team members"
      sx={{ maxWidth: 340, borderRadius: 'sm', '--ListItemDecorator-size': '56px' }}
    >
      {people.map((person, index) => (
        <React.Fragment key={person.name}>
          {index > 0 && <ListDivider inset="startContent" aria-hidden />}
          <ListItem>
            <ListItemDecorator>
              <Avatar alt="" src={person.src} size="lg" />
            </ListItemDecorator>
            <ListItemContent>
              <Typography level="title-sm">{person.name}</Typography>
              <Typography level="body-sm" noWrap>
                {person.role}
              </Typography>
            </ListItemContent>
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
