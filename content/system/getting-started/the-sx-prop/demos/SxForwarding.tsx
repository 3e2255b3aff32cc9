import * as React from 'react';
import Box from '@mui/system/Box';
import type { SxProps, Theme } from '@mui/system';

interface NoticeProps {
  children: React.ReactNode;
  sx?: SxProps<Theme>;
}

function Notice({ children, sx = [] }: NoticeProps) {
  return (
    <Box
      sx={[
        { p: 2, borderRadius: 1, border: 1, borderColor: 'info.main', color: 'text.primary' },
        // Spread the caller's sx, which may itself be an array, after the component's own styles.
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

export default function SxForwarding() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Notice>Your changes are saved automatically.</Notice>
      <Notice sx={{ borderColor: 'warning.main', fontWeight: 'bold' }}>Your trial ends in 3 days.</Notice>
      <Notice sx={[{ borderColor: 'error.main' }, (theme) => ({ p: theme.spacing(3) })]}>
        The last payment failed.
      </Notice>
    </Box>
  );
}
