import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

const plans = [
  {
    name: 'Starter',
    price: 0,
    features: ['1 project', 'Community help'],
    featured: false,
  },
  {
    name: 'Team',
    price: 24,
    features: ['10 projects', 'Shared workspaces', 'Email help'],
    featured: true,
  },
  {
    name: 'Business',
    price: 79,
    features: ['Unlimited projects', 'Single sign-on', 'Audit log'],
    featured: false,
  },
];

export default function PricingTemplate() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      {plans.map((plan) => (
        <Card
          key={plan.name}
          variant="outlined"
          sx={{ flex: 1, borderColor: plan.featured ? 'primary.main' : 'divider' }}
        >
          <CardContent>
            <Stack direction="row" justifyContent="space-between" alignItems="center">
              <Typography variant="h6" component="p">
                {plan.name}
              </Typography>
              {plan.featured ? (
                <Chip label="Most popular" color="primary" size="small" />
              ) : null}
            </Stack>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, my: 1 }}>
              <Typography variant="h4" component="p">
                ${plan.price}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                per user / month
              </Typography>
            </Box>
            <List dense disablePadding>
              {plan.features.map((feature) => (
                <ListItem key={feature} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckIcon fontSize="small" color="success" />
                  </ListItemIcon>
                  <ListItemText primary={feature} />
                </ListItem>
              ))}
            </List>
          </CardContent>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button fullWidth variant={plan.featured ? 'contained' : 'outlined'}>
              Choose {plan.name}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Stack>
  );
}
