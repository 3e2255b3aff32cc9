import { useState, type ChangeEvent } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const maxDays = 2;

export default function CheckboxGroup() {
  const [officeDays, setOfficeDays] = useState<string[]>(['Tuesday']);
  const error = officeDays.length > maxDays;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, checked } = event.target;
    setOfficeDays((current) =>
      checked ? [...current, name] : current.filter((day) => day !== name),
    );
  };

  return (
    <FormControl component="fieldset" variant="standard" error={error}>
      <FormLabel component="legend">Office days</FormLabel>
      <FormGroup>
        {days.map((day) => (
          <FormControlLabel
            key={day}
            label={day}
            control={
              <Checkbox
                name={day}
                checked={officeDays.includes(day)}
                onChange={handleChange}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {error ? `Choose at most ${maxDays} days.` : `Pick up to ${maxDays} days.`}
      </FormHelperText>
    </FormControl>
  );
}
