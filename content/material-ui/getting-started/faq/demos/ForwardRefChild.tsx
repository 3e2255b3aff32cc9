import { forwardRef, type HTMLAttributes } from 'react';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

// Tooltip attaches a ref and event handlers to its child. A component of
// your own receives them as props: forward the ref and spread the rest.
const StatusBadge = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(
  function StatusBadge(props, ref) {
    return (
      <Typography
        {...props}
        ref={ref}
        component="span"
        tabIndex={0}
        sx={{
          display: 'inline-block',
          px: 1.5,
          py: 0.5,
          borderRadius: 4,
          bgcolor: 'success.main',
          color: 'success.contrastText',
          fontWeight: 500,
        }}
      >
        Online
      </Typography>
    );
  },
);

export default function ForwardRefChild() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Tooltip title="Last seen 2 minutes ago" describeChild>
        <StatusBadge />
      </Tooltip>
      <Typography variant="body2" color="text.secondary">
        Hover or focus the badge.
      </Typography>
    </Stack>
  );
}
