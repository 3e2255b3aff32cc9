import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function DividerText() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 320, maxWidth: '100%' }}>
      <Button variant="outlined" color="neutral">
        Continue with a passkey
      </Button>
      <Divider>or</Divider>
      <FormControl>
        <FormLabel>Email</FormLabel>
        <Input type="email" placeholder="you@example.com" />
      </FormControl>
      <Button>Send me a sign-in link</Button>
    </Box>
  );
}
