import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export default function RadioButtonsGroup() {
  return (
    <FormControl>
      <FormLabel id="radio-buttons-group-label">Delivery speed</FormLabel>
      <RadioGroup
        aria-labelledby="radio-buttons-group-label"
        defaultValue="standard"
        name="delivery-speed"
      >
        <FormControlLabel
          value="standard"
          control={<Radio />}
          label="Standard (3–5 days)"
        />
        <FormControlLabel
          value="express"
          control={<Radio />}
          label="Express (1–2 days)"
        />
        <FormControlLabel
          value="same-day"
          control={<Radio />}
          label="Same day (unavailable in your area)"
          disabled
        />
      </RadioGroup>
    </FormControl>
  );
}
