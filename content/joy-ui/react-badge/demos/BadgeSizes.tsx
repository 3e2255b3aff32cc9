import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Avatar from '@mui/joy/Avatar';

const sizes = ['sm', 'md', 'lg'] as const;

export default function BadgeSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center' }}>
      {sizes.map((size) => (
        <Badge key={size} size={size} badgeContent={12}>
          <Avatar size={size} alt="Sam Rivera" />
        </Badge>
      ))}
    </Box>
  );
}
