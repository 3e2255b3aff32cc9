import Button from '@mui/material/Button';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function InheritAndComponentTypography() {
  return (
    <Stack spacing={3} alignItems="flex-start" sx={{ maxWidth: 420 }}>
      <Typography variant="h5" component="h3">
        Delivery to{' '}
        <Typography variant="inherit" component="span" color="primary">
          Lisbon
        </Typography>
      </Typography>
      <Button variant="outlined">
        <Typography variant="inherit" component="span" sx={{ fontWeight: 700 }}>
          Save
        </Typography>
        &nbsp;changes
      </Button>
      <Typography variant="h6" component="label" htmlFor="coupon-code">
        Coupon code (an h6 look on a label)
      </Typography>
      <OutlinedInput id="coupon-code" size="small" sx={{ maxWidth: 240, mt: -2 }} />
    </Stack>
  );
}
