import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';

const episodes = [
  { title: 'Rivers that change course', show: 'Slow Geography, episode 14' },
  { title: 'The lake that freezes last', show: 'Slow Geography, episode 15' },
  { title: 'Why deserts sing', show: 'Slow Geography, episode 16' },
];

export default function MediaControlCard() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const episode = episodes[index] ?? { title: '', show: '' };

  return (
    <Card sx={{ display: 'flex', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography component="div" variant="h6">
            {episode.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            {episode.show}
          </Typography>
        </CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 1, pb: 1 }}>
          <IconButton
            aria-label="Previous episode"
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            <SkipPreviousIcon />
          </IconButton>
          <IconButton aria-label="Play" aria-pressed={playing} onClick={() => setPlaying(!playing)}>
            {playing ? (
              <PauseIcon sx={{ height: 38, width: 38 }} />
            ) : (
              <PlayArrowIcon sx={{ height: 38, width: 38 }} />
            )}
          </IconButton>
          <IconButton
            aria-label="Next episode"
            disabled={index === episodes.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            <SkipNextIcon />
          </IconButton>
        </Box>
        <LinearProgress
          variant="determinate"
          value={playing ? 35 : 0}
          aria-label="Playback position"
        />
      </Box>
      {/* Without `component`, CardMedia is a div with a background image and role="img". */}
      <CardMedia
        sx={{ width: 130, flexShrink: 0 }}
        image="/static/images/demos/card-lake.svg"
        aria-label="Cover art: a still lake at dawn"
      />
    </Card>
  );
}
