import * as React from 'react';
import { CacheProvider, ThemeContext as EmotionThemeContext, type EmotionCache } from '@emotion/react';
import { Experimental_CssVarsProvider as CssVarsProvider, useColorScheme, type Theme } from '@mui/material/styles';
import { ColorModeSync } from '../preferences/ColorModeSync';
import { COLOR_SCHEME_ATTRIBUTE } from '../preferences/colorMode';
import { useThemeState } from '../preferences/ThemePreferencesProvider';
import { STORAGE_KEYS } from '../site/constants';
import { createDocsTheme } from './docsTheme';
import { GlobalDocsStyles } from './GlobalDocsStyles';
import PrivateThemeContext from './vendor/privateThemeContext';
import { setRootAttribute } from '../site/rootAttributes';

/** The RTL cache, once loaded (its stylis plugin is only downloaded when a reader picks right-to-left). */
let loadedRtlCache: EmotionCache | null = null;

/**
 * The theme object every styled component reads, kept while neither the docs theme nor the colour
 * scheme changes. CssVarsProvider builds a new theme object on each of its renders, and it renders
 * again right after hydration (it re-reads the system colour preference and stores it even when
 * unchanged): every styled component of the page then re-rendered, and the parts of the page
 * hydrated in the background (HydrateLater) had to be hydrated at once, in one long task.
 */
function StableTheme({ source, children }: { source: Theme; children: React.ReactNode }) {
  const current = React.useContext(EmotionThemeContext);
  const currentPrivate = React.useContext(PrivateThemeContext);
  const { colorScheme } = useColorScheme();
  // The new objects of an unrelated re-render have the same content as the kept ones.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = React.useMemo(() => current, [source, colorScheme]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stablePrivate = React.useMemo(() => currentPrivate, [source, colorScheme]);
  // Both contexts CssVarsProvider's ThemeProvider fills: a change of either reaching a part of the page
  // still to be hydrated would make React hydrate it at once.
  return (
    <PrivateThemeContext.Provider value={stablePrivate}>
      <EmotionThemeContext.Provider value={stable}>{children}</EmotionThemeContext.Provider>
    </PrivateThemeContext.Provider>
  );
}

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
      const cache = rtlEmotionCache();
      loadedRtlCache = cache;
      // A transition, as every theme change is (ThemePreferencesProvider): the new cache restyles the whole
      // page, and parts of it may still be server HTML waiting to hydrate (HydrateLater).
      if (!cancelled) React.startTransition(() => setRtlCache(cache));
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
    setRootAttribute('dir', effectiveDirection);
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
        <StableTheme source={theme}>{children}</StableTheme>
      </CssVarsProvider>
    </CacheProvider>
  );
}
