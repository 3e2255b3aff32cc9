import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const tokens = ['primary', 'secondary', 'tertiary', 'icon'] as const;

export default function TextLevels() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', display: 'grid', gap: 0.5, maxWidth: 340 }}>
      {tokens.map((token) => (
        <Typography key={token} level="body-md" sx={{ color: `text.${token}` }}>
          text.{token}: Delivery on Monday
        </Typography>
      ))}
    </Sheet>
  );
}
