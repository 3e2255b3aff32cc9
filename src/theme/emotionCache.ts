import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer, type Middleware } from 'stylis';

/** Name of the meta tag emotion inserts its styles after, so they come before page CSS overrides. */
export const EMOTION_INSERTION_POINT = 'emotion-insertion-point';

/**
 * An emotion cache inserting after the insertion-point meta. The left-to-right cache is the default;
 * the right-to-left one (rtlEmotionCache.ts) adds the stylis RTL plugin and loads only when a reader
 * switches direction.
 */
export function createEmotionCache(key = 'css', extraPlugins: Middleware[] = []): EmotionCache {
  let insertionPoint: HTMLElement | undefined;
  if (typeof document !== 'undefined') {
    const meta = document.querySelector<HTMLMetaElement>(`meta[name="${EMOTION_INSERTION_POINT}"]`);
    insertionPoint = meta ?? undefined;
  }
  return createCache({ key, insertionPoint, stylisPlugins: [prefixer, ...extraPlugins] });
}
