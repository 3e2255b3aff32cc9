import { useState } from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import Circle from '@mui/icons-material/Circle';
import CircleOutlined from '@mui/icons-material/CircleOutlined';

export default function TenPointRating() {
  const [value, setValue] = useState<number | null>(7);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend">How likely are you to recommend us?</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Rating
          name="ten-point-rating"
          max={10}
          size="small"
          value={value}
          onChange={(_event, newValue) => setValue(newValue)}
          icon={<Circle fontSize="inherit" />}
          emptyIcon={<CircleOutlined fontSize="inherit" />}
          getLabelText={(score) => `${score} out of 10`}
          emptyLabelText="No answer"
          sx={{ color: 'primary.main' }}
        />
        <Typography variant="body2">{value === null ? 'No answer' : `${value} / 10`}</Typography>
      </Box>
    </Box>
  );
}
