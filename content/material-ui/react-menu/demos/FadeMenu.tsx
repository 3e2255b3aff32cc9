import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function FadeMenu() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="fade-menu-button"
        aria-controls={open ? 'fade-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchorEl(event.currentTarget)}
      >
        View
      </Button>
      <Menu
        id="fade-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        TransitionComponent={Fade}
        transitionDuration={250}
        MenuListProps={{ 'aria-labelledby': 'fade-menu-button' }}
      >
        <MenuItem onClick={close}>Zoom in</MenuItem>
        <MenuItem onClick={close}>Zoom out</MenuItem>
        <MenuItem onClick={close}>Actual size</MenuItem>
      </Menu>
    </div>
  );
}
