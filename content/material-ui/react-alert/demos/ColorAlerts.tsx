import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function ColorAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* The success icon, in the info colours. */}
      <Alert severity="success" color="info">
        Backup finished. The next one runs tonight at 02:00.
      </Alert>
      <Alert severity="info" color="warning" variant="outlined">
        Scheduled maintenance on Sunday from 06:00 to 07:00 UTC.
      </Alert>
    </Stack>
  );
}
