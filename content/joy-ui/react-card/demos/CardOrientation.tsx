import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';
import Link from '@mui/joy/Link';

export default function CardOrientation() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: 340, maxWidth: '100%' }}>
      <AspectRatio ratio="1" sx={{ width: 90, flexShrink: 0 }}>
        <img src="/static/images/demos/card-mountains.svg" alt="Snowy peaks under a pale sky" />
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">
          <Link href="#horizontal-orientation" overlay underline="none" textColor="inherit">
            Alpine hut trail
          </Link>
        </Typography>
        <Typography level="body-sm">14 km · 900 m climb</Typography>
        <Typography level="body-sm">Open June to September</Typography>
      </CardContent>
    </Card>
  );
}
