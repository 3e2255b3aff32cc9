import Alert from '@mui/material/Alert';
import Hidden from '@mui/material/Hidden';
import Stack from '@mui/material/Stack';

export default function HiddenOnlyCss() {
  return (
    <Stack spacing={1}>
      <Hidden implementation="css" only="xs">
        <Alert severity="info">Hidden on extra-small screens.</Alert>
      </Hidden>
      <Hidden implementation="css" only={['sm', 'md']}>
        <Alert severity="success">Hidden on small and medium screens.</Alert>
      </Hidden>
      <Hidden implementation="css" lgUp>
        <Alert severity="warning">Hidden on large screens and wider.</Alert>
      </Hidden>
    </Stack>
  );
}
