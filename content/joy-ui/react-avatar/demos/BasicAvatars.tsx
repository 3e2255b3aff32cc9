import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

export default function BasicAvatars() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Avatar alt="Nora Lindqvist" src="/static/images/demos/avatar-nora.svg" />
      <Avatar>LM</Avatar>
      <Avatar />
    </Box>
  );
}
