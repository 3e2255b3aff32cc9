import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HalfRating() {
  return (
    <Stack spacing={2}>
      <Stack component="fieldset" spacing={0.5} sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend">Rate this recipe</Typography>
        <Rating name="half-rating" defaultValue={3.5} precision={0.5} />
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        <Rating name="half-rating-read" value={4.3} precision={0.1} readOnly />
        <Typography variant="body2" color="text.secondary">
          4.3 average from 182 reviews
        </Typography>
      </Stack>
    </Stack>
  );
}
