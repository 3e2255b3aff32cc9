import Stack from '@mui/joy/Stack';
import LinearProgress from '@mui/joy/LinearProgress';

export default function LinearProgressSizes() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <LinearProgress size="sm" aria-label="Loading (small)" />
      <LinearProgress size="md" aria-label="Loading (medium)" />
      <LinearProgress size="lg" aria-label="Loading (large)" />
      <LinearProgress thickness={1} aria-label="Loading (1px thick)" />
    </Stack>
  );
}
