import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

export default function CircularIndeterminate() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <CircularProgress aria-label="Loading messages" />
      <CircularProgress color="secondary" aria-label="Loading contacts" />
      <CircularProgress color="success" aria-label="Saving draft" />
      <CircularProgress color="inherit" aria-label="Syncing calendar" />
    </Stack>
  );
}
