import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicLinks() {
  return (
    <Typography component="div" sx={{ maxWidth: 520 }}>
      <Typography sx={{ mb: 1.5 }}>
        Your order ships in two to four business days. Read the{' '}
        <Link href="#basic-links">shipping policy</Link> for delivery times, or{' '}
        <Link href="#basic-links" color="inherit">
          contact support
        </Link>{' '}
        if something looks wrong.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Prices include VAT. <Link href="#basic-links">See how taxes are calculated</Link>.
      </Typography>
    </Typography>
  );
}
