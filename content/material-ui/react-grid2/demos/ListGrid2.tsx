import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Grid from '@mui/material/Unstable_Grid2';

const plans = [
  { name: 'Starter', price: '€0', detail: 'One project, community support' },
  { name: 'Team', price: '€12', detail: 'Ten projects, email support' },
  { name: 'Business', price: '€39', detail: 'Unlimited projects, phone support' },
];

export default function ListGrid2() {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
      {plans.map((plan) => (
        <Grid key={plan.name} xs={12} sm={4} component="li">
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h3">
                {plan.name}
              </Typography>
              <Typography variant="h4" component="p">
                {plan.price}
                <Typography variant="body2" component="span" color="text.secondary">
                  {' '}
                  per month
                </Typography>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {plan.detail}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
