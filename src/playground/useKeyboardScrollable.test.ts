import { describe, expect, it } from 'vitest';
import { overflowsBox } from './useKeyboardScrollable';

describe('overflowsBox', () => {
  const box = { clientWidth: 300, clientHeight: 200 };
  it('is true when the content is taller or wider than the box', () => {
    expect(overflowsBox({ ...box, scrollWidth: 300, scrollHeight: 420 })).toBe(true);
    expect(overflowsBox({ ...box, scrollWidth: 480, scrollHeight: 200 })).toBe(true);
  });
  it('is false when the content fits, a pixel of rounding included', () => {
    expect(overflowsBox({ ...box, scrollWidth: 300, scrollHeight: 200 })).toBe(false);
    expect(overflowsBox({ ...box, scrollWidth: 301, scrollHeight: 201 })).toBe(false);
  });
});
