import { useState } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import WifiIcon from '@mui/icons-material/Wifi';

export default function SwitchListSettings() {
  const [enabled, setEnabled] = useState<string[]>(['wifi']);

  const toggle = (setting: string) => {
    setEnabled((current) =>
      current.includes(setting)
        ? current.filter((item) => item !== setting)
        : [...current, setting],
    );
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List
        aria-labelledby="switch-list-subheader"
        subheader={<ListSubheader id="switch-list-subheader">Connections</ListSubheader>}
      >
        <ListItem
          secondaryAction={
            <Switch
              edge="end"
              checked={enabled.includes('wifi')}
              onChange={() => toggle('wifi')}
              inputProps={{ 'aria-labelledby': 'switch-list-wifi' }}
            />
          }
        >
          <ListItemIcon>
            <WifiIcon />
          </ListItemIcon>
          <ListItemText id="switch-list-wifi" primary="Wi-Fi" />
        </ListItem>
        <ListItem
          secondaryAction={
            <Switch
              edge="end"
              checked={enabled.includes('bluetooth')}
              onChange={() => toggle('bluetooth')}
              inputProps={{ 'aria-labelledby': 'switch-list-bluetooth' }}
            />
          }
        >
          <ListItemIcon>
            <BluetoothIcon />
          </ListItemIcon>
          <ListItemText id="switch-list-bluetooth" primary="Bluetooth" />
        </ListItem>
      </List>
    </Paper>
  );
}
