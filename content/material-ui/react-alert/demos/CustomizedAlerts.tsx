import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';

const AccentAlert = styled(Alert)(({ theme }) => ({
  borderRadius: 0,
  borderLeft: `4px solid ${theme.palette.warning.main}`,
  '& .MuiAlert-icon': { alignSelf: 'center' },
  '& .MuiAlert-message': { fontWeight: theme.typography.fontWeightMedium },
}));

export default function CustomizedAlerts() {
  const [shown, setShown] = useState(true);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <AccentAlert severity="warning">Your storage is 92% full.</AccentAlert>
      {shown ? (
        <Alert
          severity="info"
          variant="outlined"
          onClose={() => setShown(false)}
          closeText="Dismiss the tip"
          slots={{ closeIcon: DeleteSweepOutlined }}
          slotProps={{ closeButton: { sx: { borderRadius: 1 } } }}
          sx={{ borderRadius: 4, py: 0 }}
        >
          Tip: drag files onto the page to upload them.
        </Alert>
      ) : (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setShown(true)}>
          Show the tip again
        </Button>
      )}
    </Stack>
  );
}
