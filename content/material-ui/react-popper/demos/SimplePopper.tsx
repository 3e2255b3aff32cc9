import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function SimplePopper() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    setAnchorEl(anchorEl ? null : event.currentTarget);
  };

  return (
    <Box sx={{ minHeight: 120 }}>
      <Button
        variant="outlined"
        aria-describedby={open ? 'simple-popper' : undefined}
        onClick={handleClick}
      >
        {open ? 'Hide' : 'Show'} password rules
      </Button>
      <Popper id="simple-popper" open={open} anchorEl={anchorEl} placement="bottom-start">
        <Paper variant="outlined" sx={{ mt: 1, p: 2, maxWidth: 280 }}>
          <Typography variant="body2">
            Use at least 12 characters, with a mix of letters, numbers and symbols.
          </Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
