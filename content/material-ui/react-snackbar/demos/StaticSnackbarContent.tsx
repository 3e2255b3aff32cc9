import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

export default function StaticSnackbarContent() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <SnackbarContent message="Your changes were saved." role="status" />
      <SnackbarContent
        role="status"
        message="A new version of the app is available."
        action={
          <Button color="inherit" size="small">
            Reload
          </Button>
        }
      />
      <SnackbarContent
        role="status"
        message="You are offline. Edits you make now will be uploaded once the connection is back."
        action={
          <Button color="inherit" size="small">
            Retry now
          </Button>
        }
      />
    </Stack>
  );
}
