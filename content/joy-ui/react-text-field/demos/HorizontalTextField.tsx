import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function HorizontalTextField() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 400 }}>
      {['First name', 'Last name', 'Phone'].map((label) => (
        <FormControl key={label} orientation="horizontal" sx={{ gap: 2 }}>
          <FormLabel sx={{ flex: '0 0 90px' }}>{label}</FormLabel>
          <Input sx={{ flex: 1, minWidth: 0 }} />
        </FormControl>
      ))}
    </Box>
  );
}
