import * as React from 'react';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'monthly', label: 'Monthly', price: '€9 a month' },
  { value: 'yearly', label: 'Yearly', price: '€90 a year, two months free' },
];

export default function CardSelectable() {
  const [plan, setPlan] = React.useState('yearly');
  return (
    <RadioGroup
      aria-label="Billing period"
      value={plan}
      onChange={(event) => setPlan(event.target.value)}
      sx={{ gap: 1.5, flexDirection: 'row', flexWrap: 'wrap' }}
    >
      {plans.map((item) => (
        <Card
          key={item.value}
          variant={plan === item.value ? 'soft' : 'outlined'}
          color={plan === item.value ? 'primary' : 'neutral'}
          sx={{ width: 200, maxWidth: '100%' }}
        >
          <Radio overlay value={item.value} label={item.label} />
          <CardContent>
            <Typography level="body-sm">{item.price}</Typography>
          </CardContent>
        </Card>
      ))}
    </RadioGroup>
  );
}
