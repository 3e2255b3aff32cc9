import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';

export default function BadgeAvatars() {
  return (
    <Stack direction="row" spacing={3}>
      <Badge
        variant="dot"
        color="success"
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        sx={{
          '& .MuiBadge-badge': {
            boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
          },
        }}
      >
        <Avatar alt="Nora Reyes, online" src="/static/images/demos/avatar-nora.svg" />
      </Badge>
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <Avatar
            alt="Mina Osei"
            src="/static/images/demos/avatar-mina.svg"
            sx={{ width: 22, height: 22, border: 2, borderColor: 'background.paper' }}
          />
        }
      >
        <Avatar alt="Sam Carter" src="/static/images/demos/avatar-sam.svg" />
      </Badge>
    </Stack>
  );
}
