import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

export default function AvatarSizes() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Avatar
        alt="Leo Novak"
        src="/static/images/demos/avatar-leo.svg"
        sx={{ width: 24, height: 24 }}
      />
      <Avatar alt="Leo Novak" src="/static/images/demos/avatar-leo.svg" />
      <Avatar
        alt="Leo Novak"
        src="/static/images/demos/avatar-leo.svg"
        sx={{ width: 56, height: 56 }}
      />
      <Avatar
        role="img"
        aria-label="Leo Novak"
        sx={{ width: 56, height: 56, fontSize: '1.5rem', bgcolor: 'secondary.main' }}
      >
        LN
      </Avatar>
    </Stack>
  );
}
