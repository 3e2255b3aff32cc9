import { useState } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';

const labels: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

function getLabelText(value: number) {
  return `${value} star${value === 1 ? '' : 's'}, ${labels[value] ?? ''}`;
}

export default function HoverFeedback() {
  const [value, setValue] = useState<number | null>(3);
  const [hover, setHover] = useState(-1);
  const shown = hover !== -1 ? hover : value;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend">How was your delivery?</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Rating
          name="hover-feedback"
          value={value}
          getLabelText={getLabelText}
          onChange={(_event, newValue) => setValue(newValue)}
          onChangeActive={(_event, newHover) => setHover(newHover)}
          emptyIcon={<StarIcon sx={{ opacity: 0.55 }} fontSize="inherit" />}
        />
        <Typography variant="body2" sx={{ minWidth: 80 }}>
          {shown !== null ? labels[shown] : 'Not rated'}
        </Typography>
      </Box>
    </Box>
  );
}
