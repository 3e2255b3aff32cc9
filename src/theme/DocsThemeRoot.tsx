import * as React from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { ColorModeSync } from '../preferences/ColorModeSync';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/colorMode';
import { useThemeState } from '../preferences/ThemePreferencesProvider';
import { STORAGE_KEYS } from '../site/constants';
import { createDocsTheme } from './docsTheme';
import { createEmotionCache } from './emotionCache';
import { GlobalDocsStyles } from './GlobalDocsStyles';

let rtlCache: EmotionCache | null = null;

/**
 * The docs' theme from the reader's preferences: direction (with the RTL emotion cache, which flips
 * margins and positions), density, spacing and palette colours, in both colour modes.
 */
export function DocsThemeRoot({ ltrCache, children }: { ltrCache: EmotionCache; children: React.ReactNode }) {
  const { direction, dense, spacing, paletteColors } = useThemeState();
  const theme = React.useMemo(
    () => createDocsTheme({ direction, dense, spacing, paletteColors }),
    [direction, dense, spacing, paletteColors],
  );
  if (direction === 'rtl' && !rtlCache) rtlCache = createEmotionCache('rtl');
  const cache = direction === 'rtl' && rtlCache ? rtlCache : ltrCache;

  React.useEffect(() => {
    document.documentElement.setAttribute('dir', direction);
  }, [direction]);

  return (
    <CacheProvider value={cache}>
      <CssVarsProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={STORAGE_KEYS.colorMode}
        attribute={COLOR_SCHEME_ATTRIBUTE}
        disableTransitionOnChange
      >
        <CssBaseline />
        <GlobalDocsStyles />
        <ColorModeSync />
        {children}
      </CssVarsProvider>
    </CacheProvider>
  );
}
