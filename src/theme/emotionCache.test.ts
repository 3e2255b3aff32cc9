import { serializeStyles, type CSSObject } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from './emotionCache';
import rtlPlugin from 'stylis-plugin-rtl';

/** Runs a style object through a cache's stylis plugins (server mode: the CSS comes back as text). */
function insert(cache: ReturnType<typeof createEmotionCache>, styles: CSSObject): string {
  const serialized = serializeStyles([styles], cache.registered);
  return String(cache.insert('.x', serialized, cache.sheet, false) ?? '');
}

describe('emotion caches', () => {
  // The prefixer must come from the stylis that emotion compiles with: stylis 4.3+'s prefixer lifts
  // `::placeholder` rules into `element.siblings`, which 4.2's elements lack, and threw on insertion.
  it('prefix rules that the prefixer rewrites, such as ::placeholder, without throwing', () => {
    for (const cache of [createEmotionCache(), createEmotionCache('muirtl', [rtlPlugin])]) {
      const css = insert(cache, { color: 'red', '&::placeholder': { color: 'blue' }, '&:read-only': { color: 'green' } });
      expect(css).toContain('::placeholder{color:blue;}');
      expect(css).toContain('::-webkit-input-placeholder');
    }
  });

  it('flips left and right in the right-to-left cache only', () => {
    expect(insert(createEmotionCache(), { marginLeft: 4 })).toContain('margin-left:4px');
    expect(insert(createEmotionCache('muirtl', [rtlPlugin]), { marginLeft: 4 })).toContain('margin-right:4px');
  });
});
