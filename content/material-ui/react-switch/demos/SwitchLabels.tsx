import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function SwitchLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Automatic updates" />
      <FormControlLabel control={<Switch />} label="Send usage statistics" />
      <FormControlLabel required control={<Switch />} label="Accept the license terms" />
      <FormControlLabel
        disabled
        control={<Switch />}
        label="Beta features (admins only)"
      />
    </FormGroup>
  );
}
