import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function AnchorPositionPopover() {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const handleContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    setPosition({ top: event.clientY, left: event.clientX });
  };

  return (
    <Box
      onContextMenu={handleContextMenu}
      sx={{
        p: 3,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 1,
        cursor: 'context-menu',
      }}
    >
      <Typography>
        Right-click anywhere in this box (or long-press on a touch screen) to see which
        point was clicked.
      </Typography>
      <Popover
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
      >
        <Typography variant="body2" sx={{ p: 2 }}>
          Opened at {position?.left}, {position?.top} (pixels from the top-left corner of
          the window).
        </Typography>
      </Popover>
    </Box>
  );
}
