import { describe, expect, it } from 'vitest';
import { nextRovingIndex } from './rovingFocus';

describe('nextRovingIndex', () => {
  it.each([
    ['ArrowRight', 0, 3, 1],
    ['ArrowRight', 1, 3, 2],
    ['ArrowRight', 2, 3, 0],
    ['ArrowLeft', 2, 3, 1],
    ['ArrowLeft', 0, 3, 2],
  ] as const)('ltr: %s from %i of %i → %i (wraps around)', (key, current, count, expected) => {
    expect(nextRovingIndex(key, current, count, 'ltr')).toBe(expected);
  });

  it.each([
    ['ArrowLeft', 0, 3, 1],
    ['ArrowLeft', 2, 3, 0],
    ['ArrowRight', 2, 3, 1],
    ['ArrowRight', 0, 3, 2],
  ] as const)('rtl swaps the arrows: %s from %i of %i → %i', (key, current, count, expected) => {
    expect(nextRovingIndex(key, current, count, 'rtl')).toBe(expected);
  });

  it('stays on the only item when there is one', () => {
    expect(nextRovingIndex('ArrowRight', 0, 1, 'ltr')).toBe(0);
    expect(nextRovingIndex('ArrowLeft', 0, 1, 'rtl')).toBe(0);
  });

  it.each(['ltr', 'rtl'] as const)('Home goes to the first item and End to the last (%s)', (direction) => {
    expect(nextRovingIndex('Home', 2, 4, direction)).toBe(0);
    expect(nextRovingIndex('End', 0, 4, direction)).toBe(3);
  });

  it.each(['ArrowUp', 'ArrowDown', 'Enter', 'Tab', ' ', 'a', 'home'])('returns null for the key %j', (key) => {
    expect(nextRovingIndex(key, 1, 3, 'ltr')).toBeNull();
    expect(nextRovingIndex(key, 1, 3, 'rtl')).toBeNull();
  });

  it.each(['ArrowRight', 'ArrowLeft', 'Home', 'End'])('returns null for %s when there are no items', (key) => {
    expect(nextRovingIndex(key, 0, 0, 'ltr')).toBeNull();
    expect(nextRovingIndex(key, 0, 0, 'rtl')).toBeNull();
  });
});
