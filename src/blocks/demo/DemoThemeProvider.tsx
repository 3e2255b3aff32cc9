import * as React from 'react';
import {
  Experimental_CssVarsProvider as CssVarsProvider,
  experimental_extendTheme as extendTheme,
  useColorScheme,
} from '@mui/material/styles';
import { useUserLanguage } from '../../i18n/I18nProvider';
import { materialLocaleOf } from '../../i18n/componentLocales';
import { useThemeState } from '../../preferences/ThemePreferencesProvider';
import { useDocsDirection } from '../../theme/docsDirection';
import { highDensityComponents } from '../../theme/denseComponents';
import { DOCS_COLOR_MODE_PROPS, FollowDocsColorMode } from '../../theme/FollowDocsColorMode';

/** CSS variable prefix of the demos' theme, apart from the docs' own `--mui-*` variables. */
const DEMO_CSS_VAR_PREFIX = 'demo';

type DemoThemeKey = readonly [direction: 'ltr' | 'rtl', dense: boolean, spacing: number, language: string];

let lastDemoTheme: { key: DemoThemeKey; theme: ReturnType<typeof extendTheme> } | null = null;

/**
 * The demos' theme for these preferences. Every demo of a page has its own provider, and building a
 * theme with CSS variables is the costliest part of rendering a small demo: the demos share one.
 */
function demoTheme(key: DemoThemeKey): ReturnType<typeof extendTheme> {
  if (lastDemoTheme && lastDemoTheme.key.every((part, index) => part === key[index])) return lastDemoTheme.theme;
  const [direction, dense, spacing, language] = key;
  const theme = extendTheme(
    {
      cssVarPrefix: DEMO_CSS_VAR_PREFIX,
      direction,
      spacing,
      components: dense ? highDensityComponents : {},
    },
    materialLocaleOf(language) ?? {},
  );
  lastDemoTheme = { key, theme };
  return theme;
}

/**
 * Material UI demos render with the library's default theme (not the docs' branded one), in the
 * reader's colour mode, direction, density, spacing and language (component locale). It reads and writes
 * the docs' mode key, switches its dark variables with the docs' colour-scheme attribute and follows the
 * docs' mode within the tab, so both change together with no flash: both modes' variables are in the
 * server-rendered CSS. `withStyles` emits those variables; one instance per page does.
 */
export function DemoThemeProvider({ children, withStyles = false }: { children?: React.ReactNode; withStyles?: boolean }) {
  const direction = useDocsDirection();
  const { dense, spacing } = useThemeState();
  const language = useUserLanguage();
  const theme = React.useMemo(() => demoTheme([direction, dense, spacing, language]), [direction, dense, spacing, language]);
  return (
    <CssVarsProvider theme={theme} {...DOCS_COLOR_MODE_PROPS} disableStyleSheetGeneration={!withStyles}>
      <FollowDocsColorMode useLibraryColorScheme={useColorScheme} />
      {children}
    </CssVarsProvider>
  );
}
