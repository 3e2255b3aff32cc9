import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function BasicCheckbox() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Checkbox label="Remember me" defaultChecked />
      <Checkbox label="Send me updates" />
      <Checkbox label="Beta features (unavailable)" disabled />
    </Box>
  );
}
