import { forwardRef, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface StatusPillProps extends HTMLAttributes<HTMLSpanElement> {
  status: 'online' | 'away';
}

// Forwards the ref and spreads the remaining props, so Tooltip can attach
// its event handlers and aria attributes to the underlying <span>.
const StatusPill = forwardRef<HTMLSpanElement, StatusPillProps>(function StatusPill(
  { status, ...other },
  ref,
) {
  return (
    <Box
      component="span"
      ref={ref}
      tabIndex={0}
      {...other}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.5,
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        typography: 'body2',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box
        component="span"
        sx={{
          width: 8,
          height: 8,
          borderRadius: '50%',
          bgcolor: status === 'online' ? 'success.main' : 'warning.main',
        }}
      />
      {status === 'online' ? 'Online' : 'Away'}
    </Box>
  );
});

export default function TooltipCustomChild() {
  return (
    <Stack direction="row" spacing={2} justifyContent="center">
      <Tooltip title="Active in the last 5 minutes">
        <StatusPill status="online" />
      </Tooltip>
      <Tooltip title="No activity for 2 hours">
        <StatusPill status="away" />
      </Tooltip>
    </Stack>
  );
}
