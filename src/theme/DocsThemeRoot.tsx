import * as React from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { ColorModeSync } from '../preferences/ColorModeSync';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/colorMode';
import { useThemeState } from '../preferences/ThemePreferencesProvider';
import { STORAGE_KEYS } from '../site/constants';
import { createDocsTheme } from './docsTheme';
import { GlobalDocsStyles } from './GlobalDocsStyles';

/** The RTL cache, once loaded (its stylis plugin is only downloaded when a reader picks right-to-left). */
let loadedRtlCache: EmotionCache | null = null;

/**
 * The docs' theme from the reader's preferences: direction (with the RTL emotion cache, which flips
 * margins and positions), density, spacing and palette colours, in both colour modes.
 */
export function DocsThemeRoot({ ltrCache, children }: { ltrCache: EmotionCache; children: React.ReactNode }) {
  const { direction, dense, spacing, paletteColors } = useThemeState();
  const [rtlCache, setRtlCache] = React.useState<EmotionCache | null>(loadedRtlCache);
  React.useEffect(() => {
    if (direction !== 'rtl' || rtlCache) return;
    let cancelled = false;
    void import('./rtlEmotionCache').then(({ rtlEmotionCache }) => {
      loadedRtlCache = rtlEmotionCache();
      if (!cancelled) setRtlCache(loadedRtlCache);
    });
    return () => {
      cancelled = true;
    };
  }, [direction, rtlCache]);
  // Until the RTL cache has loaded, the page stays left-to-right: direction and styles flip together.
  const effectiveDirection = direction === 'rtl' && rtlCache ? 'rtl' : 'ltr';
  const cache = effectiveDirection === 'rtl' && rtlCache ? rtlCache : ltrCache;
  const theme = React.useMemo(
    () => createDocsTheme({ direction: effectiveDirection, dense, spacing, paletteColors }),
    [effectiveDirection, dense, spacing, paletteColors],
  );

  React.useEffect(() => {
    document.documentElement.setAttribute('dir', effectiveDirection);
  }, [effectiveDirection]);

  return (
    <CacheProvider value={cache}>
      <CssVarsProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={STORAGE_KEYS.colorMode}
        attribute={COLOR_SCHEME_ATTRIBUTE}
        disableTransitionOnChange
      >
        <GlobalDocsStyles />
        <ColorModeSync />
        {children}
      </CssVarsProvider>
    </CacheProvider>
  );
}
