import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';

export default function BadgeInset() {
  return (
    <Box sx={{ display: 'flex', gap: 4 }}>
      <Badge color="success" anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <Avatar alt="Nora Lindqvist" src="/static/images/demos/avatar-nora.svg" />
      </Badge>
      <Badge
        color="success"
        badgeInset="14%"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Avatar alt="Nora Lindqvist" src="/static/images/demos/avatar-nora.svg" />
      </Badge>
      <Badge color="danger" badgeContent="!" badgeInset="0 -6px 0 0">
        <Avatar variant="outlined" sx={{ borderRadius: 'sm' }}>
          NL
        </Avatar>
      </Badge>
    </Box>
  );
}
