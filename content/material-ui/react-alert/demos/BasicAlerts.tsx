import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function BasicAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="success">Your changes were saved.</Alert>
      <Alert severity="info">A new version of the app is available.</Alert>
      <Alert severity="warning">Your storage is 90% full.</Alert>
      <Alert severity="error">The file could not be uploaded.</Alert>
    </Stack>
  );
}
