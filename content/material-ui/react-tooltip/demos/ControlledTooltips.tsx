import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopy from '@mui/icons-material/ContentCopy';

export default function ControlledTooltips() {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) {
      return undefined;
    }
    // Keep "Copied" on screen for a moment, then go back to the normal hint.
    const timer = setTimeout(() => {
      setCopied(false);
      setOpen(false);
    }, 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Typography component="code" sx={{ fontFamily: 'monospace' }}>
        sk_test_4eC39HqLyjWD
      </Typography>
      <Tooltip
        title={copied ? 'Copied' : 'Copy the key'}
        open={open || copied}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        arrow
      >
        <IconButton
          onClick={() => {
            void navigator.clipboard?.writeText('sk_test_4eC39HqLyjWD').catch(() => undefined);
            setCopied(true);
          }}
        >
          <ContentCopy fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
