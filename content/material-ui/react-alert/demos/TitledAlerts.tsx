import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';

export default function TitledAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="warning">
        <AlertTitle>Password expires soon</AlertTitle>
        Your password expires in 5 days. Change it in your account settings to keep
        signing in.
      </Alert>
      <Alert severity="error">
        <AlertTitle>Import failed</AlertTitle>
        Rows 12 and 48 have an invalid date. Fix them and import the file again.
      </Alert>
    </Stack>
  );
}
