import { useState, type MouseEvent } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';

export default function ContextMenu() {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const handleContextMenu = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    setPosition(
      position === null ? { top: event.clientY - 4, left: event.clientX + 2 } : null,
    );
  };
  const handleClose = () => {
    setPosition(null);
  };

  return (
    <div onContextMenu={handleContextMenu} style={{ cursor: 'context-menu' }}>
      <Typography sx={{ maxWidth: 520 }}>
        Right-click anywhere in this paragraph to open the menu at the pointer. The menu
        is positioned from the coordinates of the click rather than from an anchor
        element, which is how editors, file browsers and canvases show their context
        actions.
      </Typography>
      <Menu
        open={position !== null}
        onClose={handleClose}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <MenuItem onClick={handleClose}>Copy</MenuItem>
        <MenuItem onClick={handleClose}>Highlight</MenuItem>
        <MenuItem onClick={handleClose}>Add comment</MenuItem>
        <MenuItem onClick={handleClose}>Look up definition</MenuItem>
      </Menu>
    </div>
  );
}
