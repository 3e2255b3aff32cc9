import * as React from 'react';
import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';

export default function SwitchDecorators() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
      <Switch
        startDecorator="Off"
        endDecorator="On"
        slotProps={{ input: { 'aria-label': 'Auto-save' } }}
      />
      <Switch
        color={checked ? 'primary' : 'warning'}
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
        startDecorator={<LightModeIcon color={checked ? 'disabled' : 'warning'} />}
        endDecorator={({ checked: on }) => <DarkModeIcon color={on ? 'primary' : 'disabled'} />}
        slotProps={{ input: { 'aria-label': 'Night mode' } }}
      />
    </Box>
  );
}
