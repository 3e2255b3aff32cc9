import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';

const messages = [
  { color: 'primary', icon: <InfoOutlinedIcon />, text: 'A new version is available.' },
  { color: 'neutral', icon: <NotificationsNoneIcon />, text: 'Notifications are paused until 9:00.' },
  { color: 'success', icon: <CheckCircleOutlineIcon />, text: 'Payment received. Thank you!' },
  { color: 'warning', icon: <WarningAmberIcon />, text: 'Your storage is 90% full.' },
  { color: 'danger', icon: <ErrorOutlineIcon />, text: 'The file could not be uploaded.' },
] as const;

export default function AlertColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}>
      {messages.map(({ color, icon, text }) => (
        <Alert key={color} color={color} startDecorator={icon} role="note">
          {text}
        </Alert>
      ))}
    </Box>
  );
}
