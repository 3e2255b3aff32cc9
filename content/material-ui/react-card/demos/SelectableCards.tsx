import { useState } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  {
    id: 'starter',
    name: 'Starter',
    price: '€0',
    detail: 'One project, community support',
  },
  {
    id: 'team',
    name: 'Team',
    price: '€12',
    detail: 'Unlimited projects, email support',
  },
  {
    id: 'business',
    name: 'Business',
    price: '€29',
    detail: 'Single sign-on, audit log',
  },
];

export default function SelectableCards() {
  const [selected, setSelected] = useState('team');

  return (
    <Stack direction="row" role="radiogroup" aria-label="Plan" sx={{ flexWrap: 'wrap', gap: 2 }}>
      {plans.map((plan) => {
        const checked = plan.id === selected;
        return (
          // `raised` lifts the chosen card; the outline repeats the state without relying on a shadow.
          <Card
            key={plan.id}
            raised={checked}
            sx={{
              width: { xs: '100%', sm: 200 },
              outline: 2,
              outlineColor: checked ? 'primary.main' : 'transparent',
            }}
          >
            <CardActionArea
              role="radio"
              aria-checked={checked}
              onClick={() => setSelected(plan.id)}
              sx={{ height: '100%' }}
            >
              <CardContent>
                <Typography variant="h6" component="div">
                  {plan.name}
                </Typography>
                <Typography variant="h4" component="div">
                  {plan.price}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div">
                  per user a month
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {plan.detail}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
