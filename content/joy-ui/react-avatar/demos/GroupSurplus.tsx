import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';

const members = [
  { name: 'Sam Rivera', src: '/static/images/demos/avatar-sam.svg' },
  { name: 'Mina Okafor', src: '/static/images/demos/avatar-mina.svg' },
  { name: 'Nora Lindqvist', src: '/static/images/demos/avatar-nora.svg' },
  { name: 'Leo Hartmann', src: '/static/images/demos/avatar-leo.svg' },
  { name: 'Ana Costa', src: '' },
  { name: 'Jonas Berg', src: '' },
  { name: 'Priya Nair', src: '' },
];

const visible = 3;

export default function GroupSurplus() {
  const surplus = members.length - visible;
  return (
    <AvatarGroup size="lg" variant="solid" color="primary">
      {members.slice(0, visible).map((member) => (
        <Avatar key={member.name} alt={member.name} src={member.src} />
      ))}
      <Avatar role="img" aria-label={`${surplus} more members`}>+{surplus}</Avatar>
    </AvatarGroup>
  );
}
