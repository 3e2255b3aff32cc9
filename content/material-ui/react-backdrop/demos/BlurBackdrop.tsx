import { useState } from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function BlurBackdrop() {
  const [open, setOpen] = useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show blurred backdrop
      </Button>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        transitionDuration={{ enter: 500, exit: 200 }}
        sx={{
          zIndex: (theme) => theme.zIndex.drawer + 1,
          bgcolor: 'rgba(16, 24, 40, 0.3)',
          backdropFilter: 'blur(4px)',
        }}
      >
        <Paper sx={{ p: 3, maxWidth: 280 }}>
          <Typography>
            The page behind is blurred. Click anywhere to close.
          </Typography>
        </Paper>
      </Backdrop>
    </div>
  );
}
