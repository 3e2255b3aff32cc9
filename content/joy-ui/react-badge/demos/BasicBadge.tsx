import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';

export default function BasicBadge() {
  return (
    <Box sx={{ display: 'flex', gap: 4 }}>
      <Badge badgeContent={4}>
        <IconButton variant="outlined" aria-label="Inbox, 4 unread messages">
          <MailOutlineIcon />
        </IconButton>
      </Badge>
      <Badge>
        <IconButton variant="outlined" aria-label="Notifications, some new">
          <NotificationsNoneIcon />
        </IconButton>
      </Badge>
    </Box>
  );
}
