import * as React from 'react';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
  useTheme,
} from '@mui/material/styles';
import { useUserLanguage } from '../../i18n/I18nProvider';
import { materialLocaleOf } from '../../i18n/componentLocales';
import { useThemeState } from '../../preferences/ThemePreferencesProvider';
import { highDensityComponents } from '../../theme/docsTheme';

/** CSS variable prefix of the demos' theme, apart from the docs' own `--mui-*` variables. */
const DEMO_CSS_VAR_PREFIX = 'demo';

/**
 * Material UI demos render with the library's default theme (not the docs' branded one), in the
 * reader's colour mode, direction, density, spacing and language (component locale). Nested in the docs' provider, it follows the same mode with no
 * flash: both modes' variables are in the server-rendered CSS. `withStyles` emits those variables;
 * one instance per page does.
 */
export function DemoThemeProvider({ children, withStyles = false }: { children?: React.ReactNode; withStyles?: boolean }) {
  const { direction } = useTheme();
  const { dense, spacing } = useThemeState();
  const language = useUserLanguage();
  const theme = React.useMemo(
    () =>
      extendTheme(
        {
          cssVarPrefix: DEMO_CSS_VAR_PREFIX,
          direction,
          spacing,
          components: dense ? highDensityComponents : {},
        },
        materialLocaleOf(language) ?? {},
      ),
    [direction, dense, spacing, language],
  );
  return (
    <CssVarsProvider theme={theme} disableStyleSheetGeneration={!withStyles}>
      {children}
    </CssVarsProvider>
  );
}
