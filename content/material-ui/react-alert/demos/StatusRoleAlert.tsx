import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

type Check = 'idle' | 'checking' | 'done';

export default function StatusRoleAlert() {
  const [check, setCheck] = useState<Check>('idle');

  useEffect(() => {
    if (check !== 'checking') {
      return undefined;
    }
    const timer = setTimeout(() => setCheck('done'), 1200);
    return () => clearTimeout(timer);
  }, [check]);

  return (
    <Stack spacing={2} alignItems="flex-start" sx={{ width: '100%' }}>
      <Button variant="outlined" onClick={() => setCheck('checking')} disabled={check === 'checking'}>
        Check for updates
      </Button>
      {/* role="status" is announced politely, after what the screen reader is saying. */}
      <Alert
        severity={check === 'done' ? 'success' : 'info'}
        role="status"
        sx={{ width: '100%' }}
      >
        {check === 'idle' && 'Version 4.2.0 is installed.'}
        {check === 'checking' && 'Checking for updates…'}
        {check === 'done' && 'You have the latest version.'}
      </Alert>
    </Stack>
  );
}
