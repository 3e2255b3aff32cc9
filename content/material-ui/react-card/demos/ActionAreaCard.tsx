import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const guides = [
  {
    id: 'mountains',
    title: 'Three days in the Alps',
    text: 'Hut-to-hut hiking for confident beginners.',
    image: '/static/images/demos/card-mountains.svg',
  },
  {
    id: 'city',
    title: 'A night walk through the old town',
    text: 'Bridges, bakeries and the best views after dark.',
    image: '/static/images/demos/card-city.svg',
  },
];

export default function ActionAreaCard() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {guides.map((guide) => (
        <Card key={guide.id} id={`action-area-${guide.id}`} sx={{ maxWidth: 300 }}>
          <CardActionArea href={`#action-area-${guide.id}`}>
            <CardMedia component="img" height="140" image={guide.image} alt="" />
            <CardContent>
              <Typography variant="h6" component="div" gutterBottom>
                {guide.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {guide.text}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
