import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Remember me" />
      <FormControlLabel
        required
        control={<Checkbox />}
        label="I accept the terms of service"
      />
      <FormControlLabel
        disabled
        control={<Checkbox />}
        label="Send a copy to my manager"
      />
    </FormGroup>
  );
}
