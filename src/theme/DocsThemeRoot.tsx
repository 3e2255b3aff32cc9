import * as React from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { ColorModeSync } from '../preferences/ColorModeSync';
import { useThemeState } from '../preferences/ThemePreferencesProvider';
import { setRootAttribute } from '../site/rootAttributes';
import { DocsDirectionContext } from './docsDirection';
import type { PaletteColors } from './docsTheme';
import { GlobalDocsStyles } from './GlobalDocsStyles';

/** The RTL cache, once loaded (its stylis plugin is only downloaded when a reader picks right-to-left). */
let loadedRtlCache: EmotionCache | null = null;

function hasColors(colors: PaletteColors): boolean {
  return Boolean(colors.primary || colors.secondary);
}

/**
 * A reader's palette colours restyle the whole page through the docs theme's variables. The code that
 * rebuilds them (the theme builder) loads only for a reader who has colours of their own.
 */
function usePaletteColorsStyle(colors: PaletteColors): void {
  const applied = React.useRef(false);
  React.useEffect(() => {
    if (!hasColors(colors) && !applied.current) return undefined;
    let cancelled = false;
    void import('./paletteColorsStyle').then(({ applyPaletteColorsStyle }) => {
      if (cancelled) return;
      applyPaletteColorsStyle(colors);
      applied.current = hasColors(colors);
    });
    return () => {
      cancelled = true;
    };
  }, [colors]);
}

/**
 * The docs' look from the reader's preferences. The docs theme's variables for both colour modes are in
 * the page's stylesheet (the server writes them, docsThemeCss.ts), the colour mode is the store's
 * (colorModeStore.ts), and the shell's styles read a plain theme (styled.ts): no theme provider runs for
 * the shell. Here: the direction (with the RTL emotion cache, which flips margins and positions), the
 * reader's palette colours and the page-wide rules. Material UI parts of the interface take the docs theme
 * from MaterialDocsTheme, demos from their own providers.
 */
export function DocsThemeRoot({ ltrCache, children }: { ltrCache: EmotionCache; children: React.ReactNode }) {
  const { direction, paletteColors } = useThemeState();
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
  usePaletteColorsStyle(paletteColors);

  React.useEffect(() => {
    setRootAttribute('dir', effectiveDirection);
  }, [effectiveDirection]);

  return (
    <CacheProvider value={cache}>
      <DocsDirectionContext.Provider value={effectiveDirection}>
        <GlobalDocsStyles />
        <ColorModeSync />
        {children}
      </DocsDirectionContext.Provider>
    </CacheProvider>
  );
}
