import * as React from 'react';
import { Experimental_CssVarsProvider as CssVarsProvider, useColorScheme } from '@mui/material/styles';
import { useThemeState } from '../preferences/ThemePreferencesProvider';
import { useDocsDirection } from './docsDirection';
import { createDocsTheme, type DocsTheme, type DocsThemeOptions } from './docsTheme';
import { DOCS_COLOR_MODE_PROPS, FollowDocsColorMode } from './FollowDocsColorMode';

let lastTheme: { key: string; theme: DocsTheme } | null = null;

/** One docs theme for the page's Material UI parts while the preferences stay the same. */
function docsThemeFor(options: Required<Pick<DocsThemeOptions, 'direction' | 'dense' | 'spacing'>> & Pick<DocsThemeOptions, 'paletteColors'>): DocsTheme {
  const key = JSON.stringify(options);
  if (lastTheme?.key !== key) lastTheme = { key, theme: createDocsTheme(options) };
  return lastTheme.theme;
}

/**
 * The docs' Material UI theme (its palette, radius, density and component defaults), for the parts of the
 * docs' interface that are Material UI components: the settings drawer, the header's menus, the phone's
 * navigation drawer, the demo toolbar's menus and the customization tools. Each of them loads on demand
 * and brings this with it. The variables it reads are already in the page (docsThemeCss.ts), so it writes
 * no stylesheet; it follows the docs' colour mode.
 */
export function MaterialDocsTheme({ children }: { children: React.ReactNode }) {
  const direction = useDocsDirection();
  const { dense, spacing, paletteColors } = useThemeState();
  const theme = React.useMemo(() => docsThemeFor({ direction, dense, spacing, paletteColors }), [direction, dense, spacing, paletteColors]);
  return (
    <CssVarsProvider theme={theme} {...DOCS_COLOR_MODE_PROPS} disableStyleSheetGeneration>
      <FollowDocsColorMode useLibraryColorScheme={useColorScheme} />
      {children}
    </CssVarsProvider>
  );
}
