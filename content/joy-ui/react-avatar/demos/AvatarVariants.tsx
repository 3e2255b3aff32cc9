import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function AvatarVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Avatar key={variant} variant={variant}>
          {variant.slice(0, 2).toUpperCase()}
        </Avatar>
      ))}
    </Box>
  );
}
