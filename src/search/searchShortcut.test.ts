import { describe, expect, it } from 'vitest';
import { isApplePlatform, searchShortcut, type ShortcutKey, type ShortcutTarget } from './searchShortcut';

const key = (overrides: Partial<ShortcutKey>): ShortcutKey => ({ key: 'a', metaKey: false, ctrlKey: false, altKey: false, defaultPrevented: false, ...overrides });
const page: ShortcutTarget = { editable: false, inWidget: false };
const input: ShortcutTarget = { editable: true, inWidget: false };
const menu: ShortcutTarget = { editable: false, inWidget: true };

describe('searchShortcut', () => {
  it('opens on ⌘K and Ctrl+K from anywhere, even a text field', () => {
    expect(searchShortcut(key({ key: 'k', metaKey: true }), page)).toEqual({ query: '' });
    expect(searchShortcut(key({ key: 'k', ctrlKey: true }), input)).toEqual({ query: '' });
    expect(searchShortcut(key({ key: 'K', ctrlKey: true }), menu)).toEqual({ query: '' });
    expect(searchShortcut(key({ key: 'k', ctrlKey: true, altKey: true }), page)).toBeNull();
  });

  it('opens on / unless the reader is typing', () => {
    expect(searchShortcut(key({ key: '/' }), page)).toEqual({ query: '' });
    expect(searchShortcut(key({ key: '/' }), menu)).toEqual({ query: '' });
    expect(searchShortcut(key({ key: '/' }), input)).toBeNull();
  });

  it('opens with a typed letter only where letters mean nothing else', () => {
    expect(searchShortcut(key({ key: 'b' }), page)).toEqual({ query: 'b' });
    expect(searchShortcut(key({ key: 'B' }), page)).toEqual({ query: 'B' });
    expect(searchShortcut(key({ key: '按' }), page)).toEqual({ query: '按' });
    expect(searchShortcut(key({ key: 'b' }), input)).toBeNull();
    expect(searchShortcut(key({ key: 'b' }), menu)).toBeNull();
    expect(searchShortcut(key({ key: 'b', defaultPrevented: true }), page)).toBeNull();
    expect(searchShortcut(key({ key: 'c', ctrlKey: true }), page)).toBeNull();
    expect(searchShortcut(key({ key: 'b', isComposing: true }), page)).toBeNull();
  });

  it('leaves other keys alone', () => {
    for (const other of ['Enter', 'Tab', ' ', '1', 'ArrowDown', 'Escape', 'F5']) expect(searchShortcut(key({ key: other }), page)).toBeNull();
  });
});

describe('isApplePlatform', () => {
  it('recognises macOS and iOS platforms', () => {
    expect(isApplePlatform('MacIntel')).toBe(true);
    expect(isApplePlatform('iPhone')).toBe(true);
    expect(isApplePlatform('Linux x86_64')).toBe(false);
    expect(isApplePlatform('Win32')).toBe(false);
  });
});
