import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import SyncIcon from '@mui/icons-material/Sync';

export default function CircularProgressButton() {
  const [saving, setSaving] = React.useState(false);
  React.useEffect(() => {
    if (!saving) return undefined;
    const timer = setTimeout(() => setSaving(false), 2000);
    return () => clearTimeout(timer);
  }, [saving]);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Button
        onClick={() => setSaving(true)}
        startDecorator={saving ? <CircularProgress variant="solid" aria-label="Saving" /> : null}
        disabled={saving}
      >
        {saving ? 'Saving…' : 'Save changes'}
      </Button>
      <IconButton variant="outlined" aria-label="Syncing" aria-busy="true">
        <CircularProgress size="sm" aria-hidden />
      </IconButton>
      <IconButton variant="outlined" aria-label="Sync now">
        <SyncIcon />
      </IconButton>
    </Box>
  );
}
