import Typography from '@mui/joy/Typography';

export default function NestedTypography() {
  return (
    <Typography level="body-lg" sx={{ maxWidth: 480 }}>
      Your order ships in{' '}
      <Typography fontWeight="lg" textColor="text.primary">
        2 to 3 days
      </Typography>
      . Delivery to{' '}
      <Typography color="primary" fontWeight="md">
        Ghent, Belgium
      </Typography>{' '}
      costs{' '}
      <Typography level="title-lg" color="success">
        €4.90
      </Typography>
      , or nothing from{' '}
      <Typography fontFamily="code" fontSize="sm" variant="outlined">
        €50
      </Typography>
      .
    </Typography>
  );
}
