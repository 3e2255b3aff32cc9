import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function BadgeMax() {
  return (
    <Box sx={{ display: 'flex', gap: 5, flexWrap: 'wrap' }}>
      <Badge badgeContent={42}>
        <Typography>Comments</Typography>
      </Badge>
      <Badge badgeContent={420}>
        <Typography>Likes</Typography>
      </Badge>
      <Badge badgeContent={4200} max={999}>
        <Typography>Views</Typography>
      </Badge>
    </Box>
  );
}
