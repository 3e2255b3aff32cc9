import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function DividerText() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Button variant="outlined">Continue with your company account</Button>
      <Divider>or</Divider>
      <TextField id="divider-text-email" label="Email" size="small" />
      <Button variant="contained">Send a sign-in link</Button>
      <Divider textAlign="left">
        <Typography variant="caption" color="text.secondary">
          Need help?
        </Typography>
      </Divider>
      <Typography variant="body2">
        Contact your administrator to get an account.
      </Typography>
    </Stack>
  );
}
