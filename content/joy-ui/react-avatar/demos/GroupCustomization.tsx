import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Stack from '@mui/joy/Stack';

const names = ['Sam Rivera', 'Mina Okafor', 'Nora Lindqvist', 'Leo Hartmann'];

export default function GroupCustomization() {
  return (
    <Stack spacing={3}>
      {/* more overlap, a thicker ring */}
      <AvatarGroup sx={{ '--AvatarGroup-gap': '-16px', '--Avatar-ringSize': '4px' }}>
        {names.map((name) => (
          <Avatar key={name} alt={name} color="primary" variant="solid" />
        ))}
      </AvatarGroup>
      {/* no overlap: a positive gap and no ring */}
      <AvatarGroup sx={{ '--AvatarGroup-gap': '8px', '--Avatar-ringSize': '0px' }}>
        {names.map((name) => (
          <Avatar key={name} alt={name} />
        ))}
      </AvatarGroup>
      {/* the first avatar drawn on top */}
      <AvatarGroup sx={{ flexDirection: 'row-reverse', justifyContent: 'flex-end' }}>
        {[...names].reverse().map((name) => (
          <Avatar key={name} alt={name} variant="outlined" />
        ))}
      </AvatarGroup>
    </Stack>
  );
}
