import { useState } from 'react';
import Card from '@mui/joy/Card';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'starter', label: 'Starter', price: '$9 a month' },
  { value: 'team', label: 'Team', price: '$29 a month' },
];

export default function ShadowRing() {
  const [plan, setPlan] = useState('team');
  return (
    <RadioGroup
      aria-label="Plan"
      value={plan}
      onChange={(event) => setPlan(event.target.value)}
      orientation="horizontal"
      sx={{ gap: 2, flexWrap: 'wrap', p: 1 }}
    >
      {plans.map((item) => (
        <Card
          key={item.value}
          variant="outlined"
          sx={(theme) => ({
            width: 160,
            boxShadow: 'sm',
            ...(plan === item.value && { '--joy-shadowRing': `0 0 0 2px ${theme.vars.palette.primary[500]}` }),
          })}
        >
          <Radio value={item.value} label={item.label} overlay />
          <Typography level="body-sm">{item.price}</Typography>
        </Card>
      ))}
    </RadioGroup>
  );
}
