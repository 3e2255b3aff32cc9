import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';

export default function SwitchCssVariables() {
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      <Switch
        defaultChecked
        color="success"
        slotProps={{ input: { 'aria-label': 'Wide switch' } }}
        sx={{
          '--Switch-trackWidth': '52px',
          '--Switch-trackHeight': '32px',
          '--Switch-thumbSize': '26px',
          '--Switch-thumbShadow': '0 2px 4px rgba(0 0 0 / 0.3)',
        }}
      />
      <Switch
        defaultChecked
        slotProps={{ input: { 'aria-label': 'Square switch' } }}
        sx={{
          '--Switch-trackRadius': '4px',
          '--Switch-thumbRadius': '2px',
          '--Switch-thumbWidth': '20px',
          '--Switch-trackWidth': '48px',
        }}
      />
    </Box>
  );
}
