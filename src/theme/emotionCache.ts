import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from './docsTheme';

/** Name of the meta tag emotion inserts its styles after, so they come before page CSS overrides. */
export const EMOTION_INSERTION_POINT = 'emotion-insertion-point';

/**
 * An emotion cache for one text direction. RTL runs the stylis RTL plugin, which flips margins,
 * paddings and positions.
 */
export function createEmotionCache(direction: Direction = 'ltr'): EmotionCache {
  let insertionPoint: HTMLElement | undefined;
  if (typeof document !== 'undefined') {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${EMOTION_INSERTION_POINT}"]`);
    insertionPoint = meta ?? undefined;
  }
  return createCache({
    key: direction === 'rtl' ? 'muirtl' : 'css',
    insertionPoint,
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
  });
}
