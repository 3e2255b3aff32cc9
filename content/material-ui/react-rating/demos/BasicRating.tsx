import { useState } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function BasicRating() {
  const [value, setValue] = useState<number | null>(4);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Rate your stay</Typography>
        <Rating
          name="basic-rating-controlled"
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
        />
      </Box>
      <Box>
        <Typography>Average guest rating</Typography>
        <Rating name="basic-rating-read-only" value={4} readOnly />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Rate the breakfast (closed today)</Typography>
        <Rating name="basic-rating-disabled" value={2} disabled />
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Rate the spa (no rating yet)</Typography>
        <Rating name="basic-rating-empty" />
      </Box>
    </Box>
  );
}
