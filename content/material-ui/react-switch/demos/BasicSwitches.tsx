import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  return (
    <div>
      <Switch defaultChecked inputProps={{ 'aria-label': 'Wi-Fi' }} />
      <Switch inputProps={{ 'aria-label': 'Bluetooth' }} />
      <Switch
        disabled
        defaultChecked
        inputProps={{ 'aria-label': 'Location services' }}
      />
      <Switch disabled inputProps={{ 'aria-label': 'Airplane mode' }} />
    </div>
  );
}
