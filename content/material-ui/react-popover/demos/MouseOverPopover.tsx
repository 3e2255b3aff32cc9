import { useState, type FocusEvent, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function MouseOverPopover() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);

  const show = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    setAnchorEl(event.currentTarget);
  };
  const hide = () => setAnchorEl(null);

  return (
    <Typography>
      Reviewed by{' '}
      <Link
        // A button styled as a link: it takes focus like a link but leads nowhere.
        component="button"
        type="button"
        aria-describedby={open ? 'mouse-over-popover-card' : undefined}
        onMouseEnter={show}
        onMouseLeave={hide}
        onFocus={show}
        onBlur={hide}
      >
        Yara Haddad
      </Link>{' '}
      on 3 March.
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={hide}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        // The card only shows information: the pointer goes through it and its
        // invisible backdrop, so leaving the link closes it, and it never takes focus.
        sx={{ pointerEvents: 'none' }}
        disableAutoFocus
        disableEnforceFocus
        disableRestoreFocus
        // Hovering must not hide the page's scroll bar (which would shift the layout).
        disableScrollLock
      >
        <Stack
          id="mouse-over-popover-card"
          direction="row"
          spacing={1.5}
          alignItems="center"
          sx={{ p: 2 }}
        >
          <Avatar>YH</Avatar>
          <div>
            <Typography variant="subtitle2">Yara Haddad</Typography>
            <Typography variant="body2" color="text.secondary">
              Staff engineer, Payments
            </Typography>
          </div>
        </Stack>
      </Popover>
    </Typography>
  );
}
