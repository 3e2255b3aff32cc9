import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import AspectRatio from '@mui/joy/AspectRatio';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function CardOverflowMedia() {
  return (
    <Card variant="outlined" sx={{ width: 320, maxWidth: '100%' }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <img src="/static/images/demos/card-lake.svg" alt="A still lake between pine forests" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Lake Bled</Typography>
        <Typography level="body-sm">Slovenia</Typography>
      </CardContent>
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal">
          <Typography level="body-xs">2.1 km around</Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs">Swimming from June</Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
