import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import Stack from '@mui/material/Stack';

export default function FontIcons() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} alignItems="center">
        <Icon>star</Icon>
        <Icon color="primary">cloud_done</Icon>
        <Icon color="error" fontSize="large">
          battery_alert
        </Icon>
        <Icon sx={{ fontSize: 40, color: 'success.main' }}>favorite</Icon>
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" startIcon={<Icon>add_circle</Icon>}>
          Add item
        </Button>
        <Button variant="contained" endIcon={<Icon>arrow_forward</Icon>}>
          Continue
        </Button>
      </Stack>
    </Stack>
  );
}
