import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import NotificationsIcon from '@mui/icons-material/Notifications';

const colors = ['primary', 'secondary', 'success', 'error'] as const;

export default function ColorBadges() {
  return (
    <Stack direction="row" spacing={4}>
      {colors.map((color) => (
        <Badge key={color} badgeContent={7} color={color}>
          <NotificationsIcon color="action" />
        </Badge>
      ))}
    </Stack>
  );
}
