import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function BadgeColors() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {colors.map((color) => (
        <Badge key={color} badgeContent="New" color={color}>
          <Typography level="body-md" sx={{ pr: 2 }}>
            {color}
          </Typography>
        </Badge>
      ))}
    </Box>
  );
}
