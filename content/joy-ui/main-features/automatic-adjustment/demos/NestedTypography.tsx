import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function NestedTypography() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      <Typography level="title-lg">
        Order{' '}
        <Typography color="primary" sx={{ fontWeight: 'lg' }}>
          #4021
        </Typography>{' '}
        has shipped
      </Typography>
      <Typography level="body-md">
        It should arrive on{' '}
        <Typography variant="soft" color="success">
          Thursday
        </Typography>
        . Track it with the code{' '}
        <Typography level="body-sm" sx={{ fontFamily: 'code' }}>
          ZX-88-310
        </Typography>
        .
      </Typography>
    </Stack>
  );
}
