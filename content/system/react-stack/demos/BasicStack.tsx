import Stack from '@mui/system/Stack';
import Box from '@mui/system/Box';

const item = { p: 1.5, bgcolor: 'background.paper', color: 'text.primary', border: 1, borderColor: 'divider', borderRadius: 1 };

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Box sx={item}>Create an account</Box>
      <Box sx={item}>Confirm your email</Box>
      <Box sx={item}>Invite your team</Box>
    </Stack>
  );
}
