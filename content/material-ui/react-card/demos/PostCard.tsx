import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import ShareIcon from '@mui/icons-material/Share';

const itinerary = [
  'Day 1: Cable car to the first hut, short ridge walk at sunset.',
  'Day 2: Six hours along the high trail, lunch at the lake.',
  'Day 3: Early descent through the larch forest to the village.',
];

export default function PostCard() {
  const [saved, setSaved] = useState(false);
  const [expanded, setExpanded] = useState(false);

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: 'secondary.main' }} aria-hidden>
            LK
          </Avatar>
        }
        action={
          <IconButton aria-label="More options for this post">
            <MoreVertIcon />
          </IconButton>
        }
        title="Lena Kovač"
        subheader="Posted on 12 May"
      />
      <CardMedia
        component="img"
        height="180"
        image="/static/images/demos/card-mountains.svg"
        alt="Snow-capped peaks above a green valley"
      />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          Three days, two huts and one very steep staircase. Here is the route we took,
          with where to stop for the best views.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton
          aria-label="Save post"
          aria-pressed={saved}
          onClick={() => setSaved((value) => !value)}
        >
          {saved ? <BookmarkIcon color="primary" /> : <BookmarkBorderIcon />}
        </IconButton>
        <IconButton aria-label="Share">
          <ShareIcon />
        </IconButton>
        <IconButton
          aria-label="Show itinerary"
          aria-expanded={expanded}
          aria-controls="post-card-itinerary"
          onClick={() => setExpanded((value) => !value)}
          sx={{
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto">
        <CardContent id="post-card-itinerary">
          {itinerary.map((day) => (
            <Typography key={day} variant="body2" paragraph>
              {day}
            </Typography>
          ))}
        </CardContent>
      </Collapse>
    </Card>
  );
}
