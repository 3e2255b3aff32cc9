import type { EmotionCache } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import { createEmotionCache } from './emotionCache';

let cache: EmotionCache | null = null;

/** The right-to-left emotion cache: the stylis RTL plugin flips margins, paddings and positions. */
export function rtlEmotionCache(): EmotionCache {
  cache ??= createEmotionCache('muirtl', [rtlPlugin]);
  return cache;
}
