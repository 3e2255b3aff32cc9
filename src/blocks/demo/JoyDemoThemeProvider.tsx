import * as React from 'react';
import { CssVarsProvider, THEME_ID as JOY_THEME_ID, useColorScheme as useJoyColorScheme } from '@mui/joy/styles';
// The theme Joy's own modules build at import (`extendTheme()` with no input): reused, not built a second time.
import joyDefaultTheme from '@mui/joy/styles/defaultTheme';
import { useColorScheme as useDocsColorScheme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from '../../preferences/colorMode';
import { STORAGE_KEYS } from '../../site/constants';

/**
 * Joy UI's default theme, scoped under Joy's theme id: Joy's components read it there, while the
 * demo's chrome (toolbar, code) keeps reading the docs' Material theme. Its variables are `--joy-*`,
 * apart from the docs' `--mui-*` and the Material demos' `--demo-*`.
 */
const joyDemoTheme = { [JOY_THEME_ID]: joyDefaultTheme };

/** Keeps Joy's mode equal to the docs' when the reader changes it in this tab (storage events only cross tabs). */
function FollowDocsColorMode() {
  const docs = useDocsColorScheme();
  const joy = useJoyColorScheme();
  const { setMode } = joy;
  React.useEffect(() => {
    if (docs.mode && joy.mode !== docs.mode) setMode(docs.mode);
  }, [docs.mode, joy.mode, setMode]);
  return null;
}

/**
 * Joy UI demos render in Joy's own theme, in the reader's colour mode: Joy's provider reads and writes
 * the docs' mode key and switches its dark variables with the docs' colour-scheme attribute, so both
 * change together with no flash. `withStyles` emits Joy's variables; one instance per page does.
 */
export function JoyDemoThemeProvider({ children, withStyles = false }: { children?: React.ReactNode; withStyles?: boolean }) {
  return (
    <CssVarsProvider
      theme={joyDemoTheme}
      defaultMode="system"
      modeStorageKey={STORAGE_KEYS.colorMode}
      colorSchemeStorageKey="mui-color-scheme"
      attribute={COLOR_SCHEME_ATTRIBUTE}
      disableStyleSheetGeneration={!withStyles}
    >
      <FollowDocsColorMode />
      {children}
    </CssVarsProvider>
  );
}
