import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

export default function HorizontalCard() {
  return (
    <Card sx={{ display: 'flex', maxWidth: 440 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography variant="h6" component="div">
            City Sounds, episode 8
          </Typography>
          <Typography variant="subtitle2" color="text.secondary" component="div">
            Night trams and empty squares · 42 min
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', pl: 1, pb: 1 }}>
          <IconButton aria-label="Previous episode">
            <SkipPreviousIcon />
          </IconButton>
          <IconButton aria-label="Play">
            <PlayArrowIcon sx={{ height: 36, width: 36 }} />
          </IconButton>
          <IconButton aria-label="Next episode">
            <SkipNextIcon />
          </IconButton>
        </Box>
      </Box>
      <CardMedia
        component="img"
        sx={{ width: 150, flexShrink: 0 }}
        image="/static/images/demos/card-city.svg"
        alt="Cover art: a city skyline at night with lit windows"
      />
    </Card>
  );
}
