import { COPIED_LABEL_MS } from '../../site/constants';
import { copyKeyLabel, hasTextSelection, isCopyShortcut, isMacPlatform } from './copyShortcut';
import { copyToClipboard } from './copyToClipboard';
import { CODE_ROOT_SELECTOR as ROOT_SELECTOR, copyTargetText, findCopyTarget } from './copyTargets';

/**
 * What brings the server-rendered code blocks to life (DESIGN B8), loaded by CodeCopyProvider the first
 * time a reader points at or focuses a block, clicks its button or presses the copy shortcut: the
 * `(or ⌘C)` / `(or Ctrl + C)` hint, the copy button with its 2000 ms `Copied` state, and Ctrl+C (⌘C on
 * macOS) on the block under the pointer or holding focus when no text is selected (a demo's shown
 * source too). No React: it works on the page's DOM.
 */

/** The block last entered or focused: Ctrl/⌘+C copies it. */
let current: HTMLElement | null = null;
/** A wired block: how to copy it as its button does, and how to unwire it. */
interface WiredBlock {
  copy: () => Promise<void>;
  cleanup: () => void;
}

const wired = new Map<HTMLElement, WiredBlock>();
let active = false;

const BUTTON_SELECTOR = '.MuiCode-copy';
const KEY_SELECTOR = '.MuiCode-copyKey';
const GA_ACTION_ATTRIBUTE = 'data-ga-event-action';

function detectMac(): boolean {
  return typeof navigator !== 'undefined' && isMacPlatform(navigator.platform ?? '');
}

function firstTextNode(element: Element): Text | null {
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) return node as Text;
  }
  return null;
}

/** `Copy` ↔ `Copied` in the button's first text node (its trailing space kept), plus `data-copied`. */
function showCopied(button: HTMLElement, copied: boolean): void {
  const label = firstTextNode(button);
  if (label) label.data = label.data.replace(/^(\s*)\S*/, `$1${copied ? 'Copied' : 'Copy'}`);
  if (copied) button.setAttribute('data-copied', 'true');
  else button.removeAttribute('data-copied');
}

function isHovered(element: Element): boolean {
  try {
    return element.matches(':hover');
  } catch {
    return false;
  }
}

/** Wires one `.MuiCode-root`: hint text, "current block" tracking, copy on click. */
function wireBlock(root: HTMLElement, isMac: boolean): WiredBlock {
  const keyLabel = copyKeyLabel(isMac);
  root.querySelectorAll(KEY_SELECTOR).forEach((key) => {
    key.textContent = keyLabel;
  });

  const setCurrent = () => {
    current = root;
  };
  const onMouseLeave = () => {
    // The block holding focus stays current when the pointer leaves it.
    if (current === root && !root.contains(root.ownerDocument.activeElement)) current = null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    const focusStaysInside = next instanceof Node && root.contains(next);
    if (current === root && !focusStaysInside && !isHovered(root)) current = null;
  };
  root.addEventListener('mouseenter', setCurrent);
  root.addEventListener('focusin', setCurrent);
  root.addEventListener('mouseleave', onMouseLeave);
  root.addEventListener('focusout', onFocusOut);

  const button = root.querySelector<HTMLElement>(BUTTON_SELECTOR);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  const onClick = async () => {
    const copied = await copyToClipboard(copyTargetText(root));
    if (!copied || disposed || !button) return;
    showCopied(button, true);
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      showCopied(button, false);
    }, COPIED_LABEL_MS);
  };
  button?.addEventListener('click', onClick);

  const cleanup = () => {
    disposed = true;
    root.removeEventListener('mouseenter', setCurrent);
    root.removeEventListener('focusin', setCurrent);
    root.removeEventListener('mouseleave', onMouseLeave);
    root.removeEventListener('focusout', onFocusOut);
    button?.removeEventListener('click', onClick);
    if (timer !== undefined) {
      clearTimeout(timer);
      if (button) showCopied(button, false);
    }
    if (current === root) current = null;
  };
  return { copy: onClick, cleanup };
}

/** Wires every code block of the page not wired yet, and unwires those that left it (after a route change). */
export function wireCodeBlocks(): void {
  const isMac = detectMac();
  for (const [root, block] of wired) {
    if (!root.isConnected) {
      block.cleanup();
      wired.delete(root);
    }
  }
  document.querySelectorAll<HTMLElement>(ROOT_SELECTOR).forEach((root) => {
    if (!wired.has(root)) wired.set(root, wireBlock(root, isMac));
  });
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.repeat || !isCopyShortcut(event, detectMac()) || hasTextSelection(document)) return;
  // A wired block last entered or focused, else any shown block under the pointer or holding focus:
  // a demo's source (opened after the page loaded) or a block without a copy button.
  const root = findCopyTarget(document, current);
  if (!root) return;
  const button = root.querySelector<HTMLElement>(BUTTON_SELECTOR);
  if (!button) {
    void copyToClipboard(copyTargetText(root));
    return;
  }
  // An analytics click listener reads the action while the click is dispatched (synchronously).
  button.setAttribute(GA_ACTION_ATTRIBUTE, 'copy-keyboard');
  try {
    button.click();
  } finally {
    button.setAttribute(GA_ACTION_ATTRIBUTE, 'copy-click');
  }
}

/**
 * Wires the page's blocks and the shortcut (once), then answers the event that asked for it: a copy
 * button clicked, or the shortcut pressed, before the wiring was there.
 */
export function activateCodeCopy(trigger: Event | null): void {
  wireCodeBlocks();
  if (!active) {
    active = true;
    document.addEventListener('keydown', onKeyDown);
  }
  if (trigger instanceof KeyboardEvent && trigger.type === 'keydown') onKeyDown(trigger);
  if (trigger?.type === 'click' && trigger.target instanceof Element) {
    // The click already happened (and analytics counted it): copy as the button does, without another click.
    const root = trigger.target.closest(BUTTON_SELECTOR)?.closest<HTMLElement>(ROOT_SELECTOR);
    if (root) void wired.get(root)?.copy();
  }
}
