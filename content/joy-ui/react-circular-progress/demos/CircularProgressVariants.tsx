import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function CircularProgressVariants() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {variants.map((variant) => (
        <CircularProgress key={variant} variant={variant} aria-label={`Loading (${variant})`} />
      ))}
    </Box>
  );
}
