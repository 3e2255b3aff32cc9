import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';

export default function RatingSizes() {
  return (
    <Stack spacing={1}>
      <Rating name="rating-size-small" defaultValue={2} size="small" />
      <Rating name="rating-size-medium" defaultValue={2} />
      <Rating name="rating-size-large" defaultValue={2} size="large" />
    </Stack>
  );
}
