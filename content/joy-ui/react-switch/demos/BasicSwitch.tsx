import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function BasicSwitch() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography component="label" startDecorator={<Switch defaultChecked sx={{ mr: 1 }} />}>
        Wi-Fi
      </Typography>
      <Typography component="label" startDecorator={<Switch sx={{ mr: 1 }} />}>
        Bluetooth
      </Typography>
      <Typography component="label" startDecorator={<Switch disabled sx={{ mr: 1 }} />}>
        Airplane mode (unavailable)
      </Typography>
    </Box>
  );
}
