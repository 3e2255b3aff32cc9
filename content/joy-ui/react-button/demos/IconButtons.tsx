import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import ShareIcon from '@mui/icons-material/Share';

export default function IconButtons() {
  const [liked, setLiked] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <IconButton variant="solid" aria-label="Edit">
          <EditIcon />
        </IconButton>
        <IconButton variant="soft" color="primary" aria-label="Share">
          <ShareIcon />
        </IconButton>
        <IconButton variant="outlined" color="danger" aria-label="Delete">
          <DeleteIcon />
        </IconButton>
        <IconButton
          variant="plain"
          color={liked ? 'danger' : 'neutral'}
          aria-label="Like"
          aria-pressed={liked}
          onClick={() => setLiked((value) => !value)}
        >
          {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton disabled variant="soft" aria-label="Delete (not allowed)">
          <DeleteIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton size="sm" variant="outlined" aria-label="Edit, small">
          <EditIcon />
        </IconButton>
        <IconButton size="md" variant="outlined" aria-label="Edit, medium">
          <EditIcon />
        </IconButton>
        <IconButton size="lg" variant="outlined" aria-label="Edit, large">
          <EditIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
