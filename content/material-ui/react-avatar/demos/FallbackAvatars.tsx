import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// This file doesn't exist, so the images fail to load.
const missingImage = '/static/images/demos/avatar-missing.svg';

export default function FallbackAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar src={missingImage} alt="Ines Duarte" sx={{ bgcolor: 'primary.main' }}>
        ID
      </Avatar>
      <Avatar src={missingImage} alt="Ravi Kumar" sx={{ bgcolor: 'secondary.main' }} />
      <Avatar src={missingImage} alt="" />
    </Stack>
  );
}
