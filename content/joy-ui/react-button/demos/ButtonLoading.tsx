import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

export default function ButtonLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography
        component="label"
        startDecorator={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
      >
        Loading
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button
          loading={loading}
          loadingIndicator={<CircularProgress color="neutral" aria-label="Refreshing" />}
          variant="outlined"
          color="neutral"
        >
          Refresh
        </Button>
        <Button
          loading={loading}
          loadingPosition="start"
          loadingIndicator={<CircularProgress color="primary" aria-label="Saving" />}
          startDecorator={<SaveIcon />}
        >
          Save
        </Button>
        <Button
          loading={loading}
          loadingPosition="end"
          loadingIndicator={<CircularProgress color="primary" aria-label="Sending" />}
          endDecorator={<SendIcon />}
          variant="soft"
        >
          Send
        </Button>
        <Button loading={loading} loadingIndicator="Uploading…" variant="soft" color="success">
          Upload
        </Button>
      </Box>
    </Box>
  );
}
