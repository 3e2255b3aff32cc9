import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

export default function AlertProgress() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 480 }}>
      <Alert role="status" startDecorator={<CircularProgress size="sm" color="neutral" aria-label="Importing" />}>
        Importing 1,204 contacts…
      </Alert>
      <Alert
        role="status"
        color="success"
        variant="soft"
        sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, overflow: 'hidden' }}
      >
        <Typography level="body-sm" color="success">
          Uploading holiday-photos.zip (65%)
        </Typography>
        <LinearProgress
          determinate
          value={65}
          color="success"
          aria-label="Upload progress"
          sx={{ bgcolor: 'background.surface' }}
        />
      </Alert>
    </Box>
  );
}
