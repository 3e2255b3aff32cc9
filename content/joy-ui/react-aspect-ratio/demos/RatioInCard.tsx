import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';

export default function RatioInCard() {
  return (
    <Card variant="outlined" sx={{ width: 300, maxWidth: '100%' }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <img src="/static/images/demos/card-mountains.svg" alt="A mountain range under a clear sky" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Three-day ridge walk</Typography>
        <Typography level="body-sm">Huts booked, maps packed, 42 km in total.</Typography>
      </CardContent>
    </Card>
  );
}
