import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/Event';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';

export default function HeadingCard() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: 'primary.main' }}>
            <EventIcon aria-hidden />
          </Avatar>
        }
        title="Bread baking for beginners"
        titleTypographyProps={{
          component: 'h3',
          variant: 'subtitle1',
          fontWeight: 600,
        }}
        subheader="Saturday 14 June, 10:00"
        subheaderTypographyProps={{ component: 'p' }}
        action={
          <IconButton aria-label="Add Bread baking for beginners to my calendar">
            <EventAvailableIcon />
          </IconButton>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Chip
          label="12 seats left"
          size="small"
          color="success"
          variant="outlined"
          sx={{ mb: 1 }}
        />
        <Typography variant="body2" color="text.secondary">
          Three hours in the community kitchen: a sourdough starter, shaping, and a loaf to take
          home.
        </Typography>
      </CardContent>
    </Card>
  );
}
