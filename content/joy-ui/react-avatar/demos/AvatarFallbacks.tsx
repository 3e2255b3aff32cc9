import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import PetsIcon from '@mui/icons-material/Pets';

export default function AvatarFallbacks() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      {/* children win when there is no image */}
      <Avatar color="primary">SP</Avatar>
      {/* no children: the first letter of alt */}
      <Avatar alt="Mina Okafor" color="success" />
      {/* an icon as the children */}
      <Avatar color="warning" role="img" aria-label="Pet profile">
        <PetsIcon />
      </Avatar>
      {/* nothing at all: the built-in person icon */}
      <Avatar />
    </Box>
  );
}
