import * as React from 'react';
import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function ControlledSwitch() {
  const [dark, setDark] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Switch
        checked={dark}
        onChange={(event) => setDark(event.target.checked)}
        slotProps={{ input: { 'aria-label': 'Dark theme', role: 'switch' } }}
      />
      <Typography level="body-sm">The dark theme is {dark ? 'on' : 'off'}.</Typography>
    </Box>
  );
}
