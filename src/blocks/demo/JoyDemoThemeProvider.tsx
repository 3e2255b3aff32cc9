import * as React from 'react';
import { CssVarsProvider, useColorScheme as useJoyColorScheme } from '@mui/joy/styles';
// The theme Joy's own modules build at import (`extendTheme()` with no input): reused, not built a second time.
import joyDefaultTheme from '@mui/joy/styles/defaultTheme';
import { DOCS_COLOR_MODE_PROPS, FollowDocsColorMode } from '../../theme/FollowDocsColorMode';

/**
 * Joy UI demos render in Joy's own theme, in the reader's colour mode. The theme is the React context's
 * whole theme, not scoped under Joy's id: MUI System parts of Joy's components (the Grid's breakpoints)
 * read the context's theme as it is, and the demo's chrome styles itself apart (src/theme/styled.ts). Its
 * variables are `--joy-*`, apart from the docs' `--mui-*` and the Material demos' `--demo-*`. Joy's provider reads and writes
 * the docs' mode key and switches its dark variables with the docs' colour-scheme attribute, so both
 * change together with no flash. `withStyles` emits Joy's variables; one instance per page does.
 */
export function JoyDemoThemeProvider({ children, withStyles = false }: { children?: React.ReactNode; withStyles?: boolean }) {
  return (
    <CssVarsProvider theme={joyDefaultTheme} {...DOCS_COLOR_MODE_PROPS} colorSchemeStorageKey="mui-color-scheme" disableStyleSheetGeneration={!withStyles}>
      <FollowDocsColorMode useLibraryColorScheme={useJoyColorScheme} />
      {children}
    </CssVarsProvider>
  );
}
