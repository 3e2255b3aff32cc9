import Card from '@mui/joy/Card';
import CardOverflow from '@mui/joy/CardOverflow';
import CardContent from '@mui/joy/CardContent';
import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';

export default function CardCssVariables() {
  return (
    <Card
      sx={{
        width: 300,
        maxWidth: '100%',
        '--Card-padding': '1.5rem',
        '--Card-radius': '24px',
      }}
    >
      <CardOverflow>
        <AspectRatio ratio="16/9">
          <img src="/static/images/demos/card-mountains.svg" alt="A mountain ridge at sunrise" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Rounder, roomier</Typography>
        <Typography level="body-sm">
          The image and the button round their corners to match the card.
        </Typography>
      </CardContent>
      <Button>Reserve</Button>
    </Card>
  );
}
