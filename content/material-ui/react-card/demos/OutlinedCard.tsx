import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function OutlinedCard() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {[
        { plan: 'Starter', price: '€0', note: '3 projects, community support' },
        { plan: 'Team', price: '€12', note: 'Unlimited projects, email support' },
      ].map(({ plan, price, note }) => (
        <Card key={plan} variant="outlined" sx={{ width: 220 }}>
          <CardContent>
            <Typography color="text.secondary" component="div" gutterBottom>
              {plan}
            </Typography>
            <Typography variant="h4" component="div">
              {price}
              <Typography component="span" color="text.secondary">
                {' '}
                / month
              </Typography>
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {note}
            </Typography>
          </CardContent>
          <CardActions>
            <Button size="small" variant="outlined" fullWidth>
              Choose {plan}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
