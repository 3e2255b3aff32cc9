import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularSizes() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} aria-label="Loading, small" />
      <CircularProgress aria-label="Loading, default size" />
      <CircularProgress size="4rem" aria-label="Loading, large" />
      <CircularProgress size={56} thickness={6} aria-label="Loading, thick stroke" />
      <CircularProgress disableShrink aria-label="Loading, without shrink" />
    </Stack>
  );
}
