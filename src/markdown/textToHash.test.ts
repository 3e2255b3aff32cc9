import { describe, expect, it } from 'vitest';
import { textToHash } from './textToHash';

describe('textToHash', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['<code>Button</code> API', 'button-api'],
    ['Props &amp; <strong>slots</strong>', 'props-amp-slots'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['a -- b', 'a-b'],
    ['Multiple   spaces\tand\nlines', 'multiple-spaces-and-lines'],
    ['(Parenthesised) [bracketed] {braced}', 'parenthesised-bracketed-braced'],
    ['snake_case.name', 'snake-case-name'],
    ['<Button /> component', 'component'],
    ['What&#39;s new', 'whats-new'],
  ])('%j → %s', (text, expected) => {
    expect(textToHash(text)).toBe(expected);
  });

  it('removes emoji and leaves no trailing hyphen', () => {
    const hash = textToHash("What's new? 🎉");
    expect(hash).toBe('what-s-new');
    expect(hash).not.toMatch(/-$/);
    expect(decodeURI(hash)).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it.each([
    ['🚀 Launch', 'launch'],
    ['Done ✅', 'done'],
    ['Star ⭐', 'star'],
    ['Alarm ⏰', 'alarm'],
    ['Love ❤️', 'love'],
    ['Flag 🏳️‍🌈 day', 'flag-day'],
    ['Family 👨‍👩‍👧 time', 'family-time'],
  ])('removes the emoji of %j', (text, expected) => {
    expect(textToHash(text)).toBe(expected);
  });

  // Emoji sequences carry parts that are not pictographs themselves: skin-tone modifiers, the
  // keycap mark U+20E3 and the tag characters of subdivision flags. They are part of the emoji.
  it('removes the skin-tone modifier of 👍🏽 (U+1F3FD is not Extended_Pictographic)', () => {
    expect(textToHash('Thumbs 👍🏽 up')).toBe('thumbs-up');
  });

  it('removes the tag characters of the England flag 🏴󠁧󠁢󠁥󠁮󠁧󠁿 (U+E0067…U+E007F)', () => {
    expect(textToHash('England 🏴󠁧󠁢󠁥󠁮󠁧󠁿 team')).toBe('england-team');
  });

  it('removes the keycap mark of 1️⃣ (the digit may stay)', () => {
    expect(textToHash('Step 1️⃣ install')).toMatch(/^step-(1-)?install$/);
  });

  it('URI-encodes non-ASCII letters', () => {
    expect(textToHash('安装 Installation')).toBe(`${encodeURI('安装')}-installation`);
  });

  it('numbers repeats within one page', () => {
    const unique = {};
    expect(textToHash('Props', unique)).toBe('props');
    expect(textToHash('Props', unique)).toBe('props-2');
    expect(textToHash('props!', unique)).toBe('props-3');
    expect(textToHash('Other', unique)).toBe('other');
  });

  it('does not number headings of different pages', () => {
    expect(textToHash('Props', {})).toBe('props');
    expect(textToHash('Props', {})).toBe('props');
    expect(textToHash('Props')).toBe('props');
    expect(textToHash('Props')).toBe('props');
  });

  it('never hands out the same anchor twice on one page', () => {
    const unique = {};
    const hashes = ['A', 'A 2', 'A', 'A', 'A 2', 'A 3', 'A-2-2'].map((text) => textToHash(text, unique));
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashes.slice(0, 3)).toEqual(['a', 'a-2', 'a-3']);
  });
});
