import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import TaskAltIcon from '@mui/icons-material/TaskAlt';

export default function IconAlerts() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert severity="warning" icon={<CloudOffIcon fontSize="inherit" />}>
        You are offline. Changes will sync when the connection is back.
      </Alert>
      <Alert severity="info" icon={false}>
        This alert has no icon.
      </Alert>
      <Alert
        iconMapping={{ success: <TaskAltIcon fontSize="inherit" /> }}
        severity="success"
      >
        All 24 tasks of this sprint are done.
      </Alert>
    </Stack>
  );
}
