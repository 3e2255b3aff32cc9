import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';

export default function SnackbarCssVariables() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Copy link
      </Button>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={3000}
        onClose={() => setOpen(false)}
        variant="solid"
        color="success"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        startDecorator={<CheckCircleRoundedIcon />}
        sx={{
          '--Snackbar-radius': '999px',
          '--Snackbar-inset': '40px',
          '--Snackbar-padding': '0.625rem',
        }}
      >
        Link copied
      </Snackbar>
    </React.Fragment>
  );
}
