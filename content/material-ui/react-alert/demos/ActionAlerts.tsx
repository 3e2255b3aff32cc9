import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ActionAlerts() {
  const [showTip, setShowTip] = useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {showTip ? (
        <Alert severity="info" onClose={() => setShowTip(false)}>
          Tip: press Ctrl + S to save your work at any time.
        </Alert>
      ) : (
        <Button onClick={() => setShowTip(true)} sx={{ alignSelf: 'flex-start' }}>
          Show the tip again
        </Button>
      )}
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small">
            Retry
          </Button>
        }
      >
        The connection was lost while syncing 3 files.
      </Alert>
    </Stack>
  );
}
