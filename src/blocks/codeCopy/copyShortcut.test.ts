// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { copyKeyLabel, hasTextSelection, isCopyShortcut, isMacPlatform, type ShortcutEvent } from './copyShortcut';

function keyEvent(overrides: Partial<ShortcutEvent>): ShortcutEvent {
  return { key: 'c', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...overrides };
}

describe('isMacPlatform', () => {
  it('detects macOS platforms, case-insensitively', () => {
    expect(isMacPlatform('MacIntel')).toBe(true);
    expect(isMacPlatform('macOS')).toBe(true);
    expect(isMacPlatform('MACPPC')).toBe(true);
    expect(isMacPlatform('Win32')).toBe(false);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(isMacPlatform('')).toBe(false);
  });
});

describe('copyKeyLabel', () => {
  it('reads ⌘ on macOS and Ctrl + elsewhere', () => {
    expect(copyKeyLabel(true)).toBe('⌘');
    expect(copyKeyLabel(false)).toBe('Ctrl + ');
  });
});

describe('isCopyShortcut', () => {
  it('accepts Ctrl+C off macOS and ⌘+C on macOS, lower or upper case', () => {
    expect(isCopyShortcut(keyEvent({ ctrlKey: true }), false)).toBe(true);
    expect(isCopyShortcut(keyEvent({ ctrlKey: true, key: 'C' }), false)).toBe(true);
    expect(isCopyShortcut(keyEvent({ metaKey: true }), true)).toBe(true);
    expect(isCopyShortcut(keyEvent({ metaKey: true, key: 'C' }), true)).toBe(true);
  });

  it('rejects the other platform modifier, no modifier and other keys', () => {
    expect(isCopyShortcut(keyEvent({ metaKey: true }), false)).toBe(false);
    expect(isCopyShortcut(keyEvent({ ctrlKey: true }), true)).toBe(false);
    expect(isCopyShortcut(keyEvent({}), false)).toBe(false);
    expect(isCopyShortcut(keyEvent({ ctrlKey: true, key: 'v' }), false)).toBe(false);
    expect(isCopyShortcut(keyEvent({ ctrlKey: true, key: 'Control' }), false)).toBe(false);
  });

  it('rejects Shift and Alt', () => {
    expect(isCopyShortcut(keyEvent({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isCopyShortcut(keyEvent({ ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isCopyShortcut(keyEvent({ metaKey: true, shiftKey: true }), true)).toBe(false);
    expect(isCopyShortcut(keyEvent({ metaKey: true, altKey: true }), true)).toBe(false);
  });
});

describe('hasTextSelection', () => {
  afterEach(() => {
    document.getSelection()?.removeAllRanges();
    document.body.innerHTML = '';
  });

  it('is false with nothing selected', () => {
    document.body.innerHTML = '<p>Some text</p>';
    expect(hasTextSelection(document)).toBe(false);
  });

  it('sees a selection in the page', () => {
    document.body.innerHTML = '<p id="p">Some text</p>';
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p') as HTMLElement);
    document.getSelection()?.addRange(range);
    expect(hasTextSelection(document)).toBe(true);
  });

  it.each(['input', 'textarea'])('sees a selection inside a focused %s', (tag) => {
    document.body.innerHTML = `<${tag} id="field"></${tag}>`;
    const field = document.getElementById('field') as HTMLInputElement;
    field.value = 'hello world';
    field.focus();
    field.setSelectionRange(2, 2);
    expect(hasTextSelection(document)).toBe(false);
    field.setSelectionRange(0, 5);
    expect(hasTextSelection(document)).toBe(true);
  });

  it('ignores inputs without a text selection API', () => {
    document.body.innerHTML = '<input id="box" type="checkbox">';
    (document.getElementById('box') as HTMLInputElement).focus();
    expect(hasTextSelection(document)).toBe(false);
  });
});
