import * as React from 'react';
import { keyframes } from '@mui/system';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

const inAnimation = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

const outAnimation = keyframes`
  from { transform: scale(1); opacity: 1; }
  to { transform: scale(0.6); opacity: 0; }
`;

const animationDuration = 500;

export default function CustomAnimation() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Add to favourites
      </Button>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={3000}
        animationDuration={animationDuration}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        onClose={() => setOpen(false)}
        sx={{
          animation: `${open ? inAnimation : outAnimation} ${animationDuration}ms forwards`,
        }}
      >
        Added to your favourites.
      </Snackbar>
    </React.Fragment>
  );
}
