import Card from '@mui/joy/Card';
import CardCover from '@mui/joy/CardCover';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import LocationOnRoundedIcon from '@mui/icons-material/LocationOnRounded';

export default function CardCoverImage() {
  return (
    <Card sx={{ minHeight: 260, width: 320, maxWidth: '100%' }}>
      <CardCover>
        <img src="/static/images/demos/card-city.svg" alt="" loading="lazy" />
      </CardCover>
      <CardCover
        sx={{
          background:
            'linear-gradient(to top, rgba(0,0,0,0.6), rgba(0,0,0,0) 200px), linear-gradient(to top, rgba(0,0,0,0.8), rgba(0,0,0,0) 300px)',
        }}
      />
      <CardContent sx={{ justifyContent: 'flex-end' }}>
        <Typography level="title-lg" textColor="#fff">
          Night walk through the old town
        </Typography>
        <Typography startDecorator={<LocationOnRoundedIcon />} textColor="neutral.200">
          Prague, Czech Republic
        </Typography>
      </CardContent>
    </Card>
  );
}
