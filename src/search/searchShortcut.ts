/** The parts of a keydown event the search shortcut looks at. */
export interface ShortcutKey {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  isComposing?: boolean;
}

/** Where the key was pressed. */
export interface ShortcutTarget {
  /** An input, textarea, select or contenteditable element has focus: keys are text. */
  editable: boolean;
  /** Focus is in a widget that reads letters itself (a menu's type-ahead, a grid, a tab list, a dialog). */
  inWidget: boolean;
}

/** Open the dialog, with `query` typed in it already. */
export interface OpenSearch {
  query: string;
}

/** Roles of widgets that handle letter keys themselves (type-ahead, cell editing) or own the focus. */
export const LETTER_WIDGET_SELECTOR = [
  '[role="menu"]',
  '[role="menubar"]',
  '[role="listbox"]',
  '[role="grid"]',
  '[role="treegrid"]',
  '[role="tree"]',
  '[role="tablist"]',
  '[role="radiogroup"]',
  '[role="slider"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
  'dialog',
].join(',');

const LETTER = /^\p{L}$/u;

/**
 * What a key press does while the search dialog is closed: ⌘K or Ctrl+K open it from anywhere (the
 * browser's own use of Ctrl+K is prevented); `/` opens it unless the reader is typing; a letter typed
 * while no text field or letter-reading widget has focus opens it with that letter. Anything else is
 * left alone (null).
 */
export function searchShortcut(event: ShortcutKey, target: ShortcutTarget): OpenSearch | null {
  if (event.isComposing) return null;
  if ((event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k') return { query: '' };
  if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.altKey || target.editable) return null;
  if (event.key === '/') return { query: '' };
  if (LETTER.test(event.key) && !target.inWidget) return { query: event.key };
  return null;
}

/** True on Apple platforms, where the shortcut is shown as ⌘K. */
export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}
