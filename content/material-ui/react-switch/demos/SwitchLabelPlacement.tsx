import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

const settings = [
  { name: 'Show line numbers', checked: true },
  { name: 'Wrap long lines', checked: false },
  { name: 'Format on save', checked: true },
];

export default function SwitchLabelPlacement() {
  return (
    <FormGroup sx={{ width: '100%', maxWidth: 360 }}>
      {settings.map((setting) => (
        <FormControlLabel
          key={setting.name}
          control={<Switch defaultChecked={setting.checked} edge="end" />}
          label={setting.name}
          labelPlacement="start"
          sx={{ justifyContent: 'space-between', ml: 0 }}
        />
      ))}
    </FormGroup>
  );
}
