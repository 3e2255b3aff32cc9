import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

const people = [
  { id: 'amara', name: 'Amara Okafor', role: 'Designer', initials: 'AO' },
  { id: 'kenji', name: 'Kenji Watanabe', role: 'Engineer', initials: 'KW' },
  {
    id: 'lucia',
    name: 'Lucía Fernández',
    role: 'Product manager',
    initials: 'LF',
  },
];

export default function CustomOptions() {
  return (
    <Select
      defaultValue="kenji"
      aria-label="Assignee"
      sx={{ width: 280, maxWidth: '100%', '--ListItemDecorator-size': '44px' }}
      slotProps={{ listbox: { sx: { '--ListItemDecorator-size': '44px' } } }}
      renderValue={(option) => {
        const person = people.find((item) => item.id === option?.value);
        return person ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Avatar size="sm">{person.initials}</Avatar>
            {person.name}
          </Box>
        ) : null;
      }}
    >
      {people.map((person) => (
        <Option key={person.id} value={person.id} label={person.name}>
          <ListItemDecorator>
            <Avatar size="sm">{person.initials}</Avatar>
          </ListItemDecorator>
          <Box>
            <Typography level="title-sm">{person.name}</Typography>
            <Typography level="body-xs">{person.role}</Typography>
          </Box>
        </Option>
      ))}
    </Select>
  );
}
