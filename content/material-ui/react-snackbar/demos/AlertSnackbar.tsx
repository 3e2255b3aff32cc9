import { useState, type SyntheticEvent } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Notice {
  severity: AlertColor;
  text: string;
}

const notices: Notice[] = [
  { severity: 'success', text: 'Payment of €42.00 received.' },
  { severity: 'error', text: 'The card was declined. Try another payment method.' },
];

export default function AlertSnackbar() {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<Notice>(notices[0]!);

  const handleClose = (_event?: SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2}>
      {notices.map((item) => (
        <Button
          key={item.severity}
          variant="outlined"
          color={item.severity}
          onClick={() => {
            setNotice(item);
            setOpen(true);
          }}
        >
          {item.severity === 'success' ? 'Pay now' : 'Pay with expired card'}
        </Button>
      ))}
      <Snackbar
        key={notice.severity}
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={handleClose}
          severity={notice.severity}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {notice.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
