import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function RequiredAndDisabled() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <FormControl required>
        <FormLabel>Street address</FormLabel>
        <Input autoComplete="street-address" />
      </FormControl>
      <FormControl disabled>
        <FormLabel>Country</FormLabel>
        <Input defaultValue="Portugal" />
        <FormHelperText>Contact support to change your country.</FormHelperText>
      </FormControl>
    </Box>
  );
}
