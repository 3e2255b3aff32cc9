import Alert from '@mui/joy/Alert';
import Typography from '@mui/joy/Typography';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

export default function AlertWithTitle() {
  return (
    <Alert
      color="warning"
      variant="outlined"
      role="note"
      startDecorator={<WarningAmberIcon />}
      sx={{ alignItems: 'flex-start', maxWidth: 480 }}
    >
      <div>
        <Typography level="title-md" color="warning">
          Scheduled maintenance
        </Typography>
        <Typography level="body-sm" color="warning">
          Sign-in will be unavailable on Sunday from 02:00 to 04:00 UTC while we upgrade our
          servers.
        </Typography>
      </div>
    </Alert>
  );
}
