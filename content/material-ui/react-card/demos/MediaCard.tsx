import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function MediaCard() {
  return (
    <Card sx={{ maxWidth: 345 }}>
      <CardMedia
        component="img"
        height="160"
        image="/static/images/demos/card-lake.svg"
        alt="A setting sun reflected in a calm lake, with hills on the far shore"
      />
      <CardContent>
        <Typography variant="h5" component="div" gutterBottom>
          Lakeside cabins
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Six wooden cabins on the western shore, each with a private jetty and a wood
          stove. Canoes are included with every stay.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Share</Button>
        <Button size="small">Check availability</Button>
      </CardActions>
    </Card>
  );
}
