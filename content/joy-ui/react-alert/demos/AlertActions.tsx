import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';

export default function AlertActions() {
  const [open, setOpen] = React.useState(true);
  return (
    <Box sx={{ maxWidth: 480 }}>
      {open ? (
        <Alert
          color="danger"
          startDecorator={<CloudOffOutlinedIcon />}
          endDecorator={
            <React.Fragment>
              <Button size="sm" variant="solid" color="danger" sx={{ mr: 1 }}>
                Retry
              </Button>
              <IconButton
                size="sm"
                variant="plain"
                color="danger"
                aria-label="Dismiss"
                onClick={() => setOpen(false)}
              >
                <CloseRoundedIcon />
              </IconButton>
            </React.Fragment>
          }
        >
          You are offline.
        </Alert>
      ) : (
        <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
          Show the alert again
        </Button>
      )}
    </Box>
  );
}
