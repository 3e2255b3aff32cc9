import Button from '@mui/material/Button';
import Icon from '@mui/material/Icon';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';

export default function AccessibleIcons() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} alignItems="center">
        {/* The text names the button: the icon is decoration. */}
        <Button variant="contained" endIcon={<SendIcon />}>
          Send
        </Button>
        {/* No text: the button gets its name from aria-label. */}
        <IconButton aria-label="Delete draft">
          <DeleteIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        {/* The icon alone says the order is paid: it needs a text alternative. */}
        <CheckCircleIcon color="success" titleAccess="Paid" />
        <Typography>Order 1042, €86.40</Typography>
      </Stack>
      <Stack direction="row" spacing={1} alignItems="center">
        {/* Font icons are always hidden from assistive technology: add visible text. */}
        <Icon color="warning">wifi_off</Icon>
        <Typography>Offline: changes are saved on this device</Typography>
      </Stack>
    </Stack>
  );
}
