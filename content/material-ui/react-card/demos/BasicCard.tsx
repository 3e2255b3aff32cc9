import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function BasicCard() {
  return (
    <Card sx={{ maxWidth: 320 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="div">
          Workshop · Thursday 14:00
        </Typography>
        <Typography variant="h5" component="div" gutterBottom>
          Writing clear error messages
        </Typography>
        <Typography variant="body2" color="text.secondary">
          A one-hour session on explaining what went wrong and what to do next, with
          examples from our own product.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Reserve a seat</Button>
      </CardActions>
    </Card>
  );
}
