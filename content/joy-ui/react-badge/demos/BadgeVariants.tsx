import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function BadgeVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <Badge key={variant} badgeContent={7} variant={variant}>
          <Typography level="body-md">{variant}</Typography>
        </Badge>
      ))}
    </Box>
  );
}
