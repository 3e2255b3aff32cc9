import { useState } from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

export default function StandaloneToggleButton() {
  const [starred, setStarred] = useState(false);
  const [saved, setSaved] = useState(true);

  return (
    <Stack direction="row" spacing={2}>
      <ToggleButton
        value="star"
        selected={starred}
        onChange={() => setStarred(!starred)}
        aria-label="Star this repository"
        size="small"
      >
        {starred ? <StarIcon /> : <StarBorderIcon />}
      </ToggleButton>
      <ToggleButton
        value="save"
        selected={saved}
        onChange={() => setSaved(!saved)}
        size="small"
        sx={{ gap: 1 }}
      >
        {saved ? <BookmarkIcon /> : <BookmarkBorderIcon />}
        Read later
      </ToggleButton>
    </Stack>
  );
}
