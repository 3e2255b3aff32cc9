import { forwardRef, type HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface StatusDotProps extends HTMLAttributes<HTMLSpanElement> {
  color: string;
}

// Forward the ref and spread the props: Tooltip needs both to work.
const StatusDot = forwardRef<HTMLSpanElement, StatusDotProps>(function StatusDot(
  { color, ...props },
  ref,
) {
  return (
    <Box
      component="span"
      ref={ref}
      tabIndex={0}
      role="img"
      {...props}
      sx={{ display: 'inline-block', width: 16, height: 16, borderRadius: '50%', bgcolor: color }}
    />
  );
});

export default function CustomChildTooltip() {
  return (
    <Stack direction="row" spacing={2} alignItems="center">
      <Tooltip title="Online">
        <StatusDot color="success.main" />
      </Tooltip>
      <Tooltip title="Away">
        <StatusDot color="warning.main" />
      </Tooltip>
      <Tooltip title="Offline">
        <StatusDot color="text.disabled" />
      </Tooltip>
    </Stack>
  );
}
