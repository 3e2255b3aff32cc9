import { useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const plans = {
  monthly: '$12 billed every month',
  yearly: '$120 billed once a year (two months free)',
};

type Plan = keyof typeof plans;

export default function ControlledRadioButtonsGroup() {
  const [plan, setPlan] = useState<Plan>('yearly');

  return (
    <FormControl>
      <FormLabel id="controlled-radio-buttons-group-label">Billing period</FormLabel>
      <RadioGroup
        aria-labelledby="controlled-radio-buttons-group-label"
        name="billing-period"
        value={plan}
        onChange={(_event, value) => setPlan(value as Plan)}
      >
        <FormControlLabel value="monthly" control={<Radio />} label="Monthly" />
        <FormControlLabel value="yearly" control={<Radio />} label="Yearly" />
      </RadioGroup>
      <Typography variant="body2" color="text.secondary">
        {plans[plan]}
      </Typography>
    </FormControl>
  );
}
