import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

export default function IconButtons() {
  const [liked, setLiked] = useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} alignItems="center">
        <IconButton aria-label="Edit note">
          <EditIcon />
        </IconButton>
        <IconButton aria-label="Share note" color="primary">
          <ShareIcon />
        </IconButton>
        <IconButton aria-label="Delete note" color="error" disabled>
          <DeleteIcon />
        </IconButton>
        <IconButton
          aria-label="Favourite"
          aria-pressed={liked}
          color={liked ? 'secondary' : 'default'}
          onClick={() => setLiked((value) => !value)}
        >
          {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <IconButton aria-label="Edit note, small" size="small">
          <EditIcon fontSize="inherit" />
        </IconButton>
        <IconButton aria-label="Edit note, medium" size="medium">
          <EditIcon />
        </IconButton>
        <IconButton aria-label="Edit note, large" size="large">
          <EditIcon fontSize="inherit" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
