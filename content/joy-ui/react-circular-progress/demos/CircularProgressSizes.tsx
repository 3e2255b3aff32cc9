import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

export default function CircularProgressSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <CircularProgress size="sm" aria-label="Loading (small)" />
      <CircularProgress size="md" aria-label="Loading (medium)" />
      <CircularProgress size="lg" aria-label="Loading (large)" />
      <CircularProgress
        aria-label="Loading (custom size)"
        sx={{ '--CircularProgress-size': '96px' }}
      />
    </Box>
  );
}
