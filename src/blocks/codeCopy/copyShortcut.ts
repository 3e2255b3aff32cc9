/** Keyboard rules of the code copy button (DESIGN B8); no React, no side effects. */

export interface ShortcutEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** Whether a `navigator.platform` value is a Mac (`MacIntel`, `macOS`, …). */
export function isMacPlatform(platform: string): boolean {
  return typeof platform === 'string' && platform.toLowerCase().includes('mac');
}

/** Modifier shown before `C` in the copy hint: `⌘` on macOS, `Ctrl + ` elsewhere. */
export function copyKeyLabel(isMac: boolean): string {
  return isMac ? '⌘' : 'Ctrl + ';
}

/** ⌘+C on macOS, Ctrl+C elsewhere, never with Shift or Alt. */
export function isCopyShortcut(event: ShortcutEvent, isMac: boolean): boolean {
  if (event.shiftKey || event.altKey) return false;
  if (event.key !== 'c' && event.key !== 'C') return false;
  return isMac ? event.metaKey : event.ctrlKey;
}

function inputSelectionLength(element: Element | null): number {
  if (!element) return 0;
  const tag = element.tagName.toLowerCase();
  if (tag !== 'input' && tag !== 'textarea') return 0;
  try {
    const { selectionStart, selectionEnd } = element as HTMLInputElement | HTMLTextAreaElement;
    if (typeof selectionStart !== 'number' || typeof selectionEnd !== 'number') return 0;
    return selectionEnd - selectionStart;
  } catch {
    // Some input types (e.g. number) throw on selection access in older browsers.
    return 0;
  }
}

/** Whether the reader has selected text: in the page, or inside a focused input or textarea. */
export function hasTextSelection(doc: Document): boolean {
  const selection = doc.getSelection?.() ?? doc.defaultView?.getSelection() ?? null;
  if (selection && selection.toString().length > 0) return true;
  return inputSelectionLength(doc.activeElement) > 0;
}
