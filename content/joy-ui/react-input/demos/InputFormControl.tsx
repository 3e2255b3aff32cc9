import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function InputFormControl() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <FormControl required>
        <FormLabel>Full name</FormLabel>
        <Input placeholder="Ada Lovelace" autoComplete="name" />
        <FormHelperText>As it appears on your ID.</FormHelperText>
      </FormControl>
      <FormControl size="sm" disabled>
        <FormLabel>Employee number</FormLabel>
        <Input defaultValue="E-10482" />
        <FormHelperText>Set by HR; it cannot be changed here.</FormHelperText>
      </FormControl>
    </Box>
  );
}
