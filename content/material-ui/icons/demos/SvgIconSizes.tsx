import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';

export default function SvgIconSizes() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} alignItems="flex-end">
        <StarIcon fontSize="small" />
        <StarIcon />
        <StarIcon fontSize="large" />
        <StarIcon sx={{ fontSize: 48 }} />
      </Stack>
      <Typography variant="h5" component="p">
        Rated 4.8 <StarIcon fontSize="inherit" sx={{ verticalAlign: '-0.125em' }} />{' '}
        by 312 guests
      </Typography>
    </Stack>
  );
}
