import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

export default function ControlledTooltip() {
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Box sx={{ display: 'flex', gap: 2 }}>
      <Tooltip
        title="Copied to the clipboard"
        open={copied}
        disableHoverListener
        disableFocusListener
        disableTouchListener
        describeChild
        color="success"
        placement="top"
        arrow
      >
        <Button variant="soft" onClick={() => setCopied(true)}>
          Copy invite code
        </Button>
      </Tooltip>
    </Box>
  );
}
