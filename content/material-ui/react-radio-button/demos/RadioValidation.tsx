import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const defaultHint = 'Choose one answer, then check it.';

export default function RadioValidation() {
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const [helperText, setHelperText] = useState(defaultHint);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value === 'mercury') {
      setError(false);
      setHelperText('Correct: Mercury orbits the Sun in 88 days.');
    } else if (value === '') {
      setError(true);
      setHelperText('Please select an answer.');
    } else {
      setError(true);
      setHelperText('Not quite. Try another planet.');
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormControl error={error} variant="standard">
        <FormLabel id="radio-validation-label">
          Which planet is closest to the Sun?
        </FormLabel>
        <RadioGroup
          aria-labelledby="radio-validation-label"
          aria-describedby="radio-validation-helper"
          name="closest-planet"
          value={value}
          onChange={(_event, newValue) => {
            setValue(newValue);
            setError(false);
            setHelperText(defaultHint);
          }}
        >
          <FormControlLabel value="venus" control={<Radio />} label="Venus" />
          <FormControlLabel value="mercury" control={<Radio />} label="Mercury" />
          <FormControlLabel value="mars" control={<Radio />} label="Mars" />
        </RadioGroup>
        <FormHelperText id="radio-validation-helper" aria-live="polite">
          {helperText}
        </FormHelperText>
        <Button type="submit" variant="outlined" sx={{ mt: 1, alignSelf: 'flex-start' }}>
          Check answer
        </Button>
      </FormControl>
    </form>
  );
}
