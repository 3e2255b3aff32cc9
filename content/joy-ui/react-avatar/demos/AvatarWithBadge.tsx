import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function AvatarWithBadge() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Badge
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeInset="14%"
        color="success"
        size="sm"
      >
        <Avatar alt="Mina Okafor" src="/static/images/demos/avatar-mina.svg" />
      </Badge>
      <div>
        <Typography level="title-sm">Mina Okafor</Typography>
        <Typography level="body-xs">Online</Typography>
      </div>
    </Box>
  );
}
