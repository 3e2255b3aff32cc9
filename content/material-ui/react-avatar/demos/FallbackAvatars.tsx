import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

// Not a valid image, so it fails to load the way a broken link does (without a request to the server).
const missingImage = 'data:image/png;base64,AAAA';

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
