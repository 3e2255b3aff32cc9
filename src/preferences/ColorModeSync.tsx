import * as React from 'react';
import { applyColorModeToDocument } from './colorMode';
import { useChangeTheme } from './ThemePreferencesProvider';
import { useColorMode } from './useColorMode';

/**
 * Keeps the body class, the theme-color metas and the theme state's paletteMode in step with the
 * colour mode, including when the OS preference changes in `system` mode.
 */
export function ColorModeSync() {
  const { mode, systemMode } = useColorMode();
  const changeTheme = useChangeTheme();
  const resolved = mode === 'system' ? systemMode : mode;
  React.useEffect(() => {
    if (resolved === 'light' || resolved === 'dark') {
      applyColorModeToDocument(resolved);
      changeTheme({ paletteMode: resolved });
    }
  }, [resolved, changeTheme]);
  return null;
}
