import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

export default function CheckboxCssVariables() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <Checkbox label="Large box, wide gap" defaultChecked sx={{ '--Checkbox-size': '28px', '--Checkbox-gap': '16px' }} />
      <Checkbox
        label="Round box"
        defaultChecked
        slotProps={{ checkbox: { sx: { borderRadius: '50%' } } }}
      />
    </Box>
  );
}
