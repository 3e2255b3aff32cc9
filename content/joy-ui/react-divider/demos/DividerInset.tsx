import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerInset() {
  return (
    <Card variant="outlined" sx={{ width: 300, maxWidth: '100%' }}>
      <AspectRatio ratio="2">
        <img src="/static/images/demos/card-city.svg" alt="Rooftops of a city at dusk" />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">City walking tour</Typography>
        <Typography level="body-sm">Two hours, twelve stops.</Typography>
      </CardContent>
      <Divider inset="context" />
      <CardContent orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
        <Typography level="body-xs">Starts at 10:00</Typography>
        <Typography level="body-xs">18 places left</Typography>
      </CardContent>
    </Card>
  );
}
