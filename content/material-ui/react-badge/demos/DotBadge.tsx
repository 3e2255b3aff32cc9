import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SystemUpdateIcon from '@mui/icons-material/SystemUpdate';

export default function DotBadge() {
  return (
    <Stack direction="row" spacing={4} alignItems="center">
      <Badge variant="dot" color="error">
        <SystemUpdateIcon color="action" />
      </Badge>
      <Badge variant="dot" color="primary">
        <Typography>Release notes</Typography>
      </Badge>
    </Stack>
  );
}
