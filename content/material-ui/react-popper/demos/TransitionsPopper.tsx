import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function TransitionsPopper() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    setAnchorEl(anchorEl ? null : event.currentTarget);
  };

  return (
    <Box sx={{ minHeight: 120 }}>
      <Button
        variant="outlined"
        aria-describedby={open ? 'transitions-popper' : undefined}
        onClick={handleClick}
      >
        Storage usage
      </Button>
      <Popper id="transitions-popper" open={open} anchorEl={anchorEl} transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={300}>
            <Paper elevation={4} sx={{ mt: 1, p: 2 }}>
              <Typography variant="body2">7.2 GB of 15 GB used</Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
