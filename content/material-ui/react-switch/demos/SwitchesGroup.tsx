import { useState, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

export default function SwitchesGroup() {
  const [channels, setChannels] = useState({
    email: true,
    push: false,
    sms: false,
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setChannels({ ...channels, [event.target.name]: event.target.checked });
  };

  const enabledCount = Object.values(channels).filter(Boolean).length;

  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">Notify me about new comments by</FormLabel>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch checked={channels.email} onChange={handleChange} name="email" />
          }
          label="Email"
        />
        <FormControlLabel
          control={<Switch checked={channels.push} onChange={handleChange} name="push" />}
          label="Push notification"
        />
        <FormControlLabel
          control={<Switch checked={channels.sms} onChange={handleChange} name="sms" />}
          label="Text message"
        />
      </FormGroup>
      <FormHelperText>
        {enabledCount === 0
          ? 'You will not be notified about new comments.'
          : `${enabledCount} of 3 channels enabled.`}
      </FormHelperText>
    </FormControl>
  );
}
