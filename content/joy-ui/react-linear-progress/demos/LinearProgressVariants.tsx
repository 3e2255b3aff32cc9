import Stack from '@mui/joy/Stack';
import LinearProgress from '@mui/joy/LinearProgress';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;

export default function LinearProgressVariants() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      {variants.map((variant) => (
        <LinearProgress key={variant} variant={variant} aria-label={`Loading (${variant})`} />
      ))}
    </Stack>
  );
}
