import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';

export default function InputStates() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <Input disabled placeholder="Disabled" aria-label="Disabled input" />
      <Input readOnly defaultValue="INV-2024-0042" aria-label="Invoice number (read only)" />
      <Input error defaultValue="Wrong value" aria-label="Input with an error" />
    </Box>
  );
}
