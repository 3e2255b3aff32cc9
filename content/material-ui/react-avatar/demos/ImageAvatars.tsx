import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const people = [
  { name: 'Nora Reyes', image: '/static/images/demos/avatar-nora.svg' },
  { name: 'Leo Novak', image: '/static/images/demos/avatar-leo.svg' },
  { name: 'Mina Osei', image: '/static/images/demos/avatar-mina.svg' },
  { name: 'Sam Carter', image: '/static/images/demos/avatar-sam.svg' },
];

export default function ImageAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      {people.map((person) => (
        <Avatar key={person.name} alt={person.name} src={person.image} />
      ))}
    </Stack>
  );
}
