import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function BasicPopover() {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    setAnchorEl(event.currentTarget);
  };

  return (
    <div>
      <Button
        variant="contained"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'basic-popover' : undefined}
        onClick={handleClick}
      >
        Delivery estimate
      </Button>
      <Popover
        id="basic-popover"
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Typography sx={{ p: 2, maxWidth: 280 }}>
          Order in the next 3 hours to get it by Wednesday, March 12.
        </Typography>
      </Popover>
    </div>
  );
}
