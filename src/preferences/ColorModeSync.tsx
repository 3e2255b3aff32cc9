import * as React from 'react';
import { useColorScheme } from '@mui/material/styles';
import { applyColorModeToDocument } from './colorMode';

/** Keeps the body class and theme-color metas in step with the colour mode, including OS changes. */
export function ColorModeSync() {
  const { mode, systemMode } = useColorScheme();
  const resolved = mode === 'system' ? systemMode : mode;
  React.useEffect(() => {
    if (resolved === 'light' || resolved === 'dark') applyColorModeToDocument(resolved);
  }, [resolved]);
  return null;
}
