import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function StyledSurfacePopover() {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);

  return (
    <div>
      <Button
        variant="contained"
        onClick={(event: MouseEvent<HTMLButtonElement>) => setAnchorEl(event.currentTarget)}
      >
        What's new
      </Button>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        elevation={2}
        TransitionComponent={Fade}
        transitionDuration={300}
        slotProps={{
          // The root is a Modal: a visible backdrop dims the page behind the popover.
          root: { slotProps: { backdrop: { invisible: false } } },
          paper: {
            sx: {
              mt: 1,
              p: 2,
              maxWidth: 300,
              borderRadius: 3,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            },
          },
        }}
      >
        <Typography variant="subtitle2" gutterBottom>
          Version 2.4
        </Typography>
        <Typography variant="body2">
          Boards can now be shared with a link, and comments support mentions.
        </Typography>
      </Popover>
    </div>
  );
}
