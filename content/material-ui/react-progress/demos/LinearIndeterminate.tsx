import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinearIndeterminate() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <div>
        <Typography variant="body2" id="linear-indeterminate-label" gutterBottom>
          Fetching the latest invoices…
        </Typography>
        <LinearProgress aria-labelledby="linear-indeterminate-label" />
      </div>
      <div>
        <Typography variant="body2" id="linear-query-label" gutterBottom>
          Connecting to the server…
        </Typography>
        <LinearProgress
          variant="query"
          color="secondary"
          aria-labelledby="linear-query-label"
        />
      </div>
    </Stack>
  );
}
