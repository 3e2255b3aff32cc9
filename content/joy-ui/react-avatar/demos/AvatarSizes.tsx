import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

export default function AvatarSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar size="sm" alt="Leo Hartmann" src="/static/images/demos/avatar-leo.svg" />
      <Avatar size="md" alt="Leo Hartmann" src="/static/images/demos/avatar-leo.svg" />
      <Avatar size="lg" alt="Leo Hartmann" src="/static/images/demos/avatar-leo.svg" />
      <Avatar
        alt="Leo Hartmann"
        src="/static/images/demos/avatar-leo.svg"
        sx={{ '--Avatar-size': '4.5rem' }}
      />
    </Box>
  );
}
