import * as React from 'react';
import Box from '@mui/joy/Box';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

// Tooltip attaches listeners and a ref to its child, so a custom child must forward both.
const Kbd = React.forwardRef<HTMLElement, React.HTMLAttributes<HTMLElement>>(
  function Kbd(props, ref) {
    return (
      <Box
        component="kbd"
        ref={ref}
        tabIndex={0}
        {...props}
        sx={{
          px: 0.75,
          py: 0.25,
          border: '1px solid',
          borderColor: 'neutral.outlinedBorder',
          borderRadius: 'xs',
          fontFamily: 'code',
          fontSize: 'sm',
        }}
      />
    );
  },
);

export default function TooltipCustomChild() {
  return (
    <Typography level="body-md">
      Press{' '}
      <Tooltip title="Command on macOS, Control elsewhere" variant="soft" describeChild>
        <Kbd>⌘ K</Kbd>
      </Tooltip>{' '}
      to search.
    </Typography>
  );
}
