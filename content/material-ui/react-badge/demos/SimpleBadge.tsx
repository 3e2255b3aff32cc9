import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import MailIcon from '@mui/icons-material/Mail';

export default function SimpleBadge() {
  const unread = 4;

  return (
    <IconButton aria-label={`Inbox, ${unread} unread messages`}>
      <Badge badgeContent={unread} color="primary">
        <MailIcon />
      </Badge>
    </IconButton>
  );
}
