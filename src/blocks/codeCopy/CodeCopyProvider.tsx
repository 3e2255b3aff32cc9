import * as React from 'react';
import { useRouter } from 'next/router';
import { COPIED_LABEL_MS } from '../../site/constants';
import { copyKeyLabel, hasTextSelection, isCopyShortcut, isMacPlatform } from './copyShortcut';
import { copyToClipboard } from './copyToClipboard';
import { CODE_ROOT_SELECTOR as ROOT_SELECTOR, copyTargetText, findCopyTarget } from './copyTargets';

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

/** Wires one `.MuiCode-root`: hint text, "current block" tracking, copy on click. Returns its cleanup. */
function wireBlock(root: HTMLElement, currentRef: React.MutableRefObject<HTMLElement | null>, isMac: boolean) {
  const keyLabel = copyKeyLabel(isMac);
  root.querySelectorAll(KEY_SELECTOR).forEach((key) => {
    key.textContent = keyLabel;
  });

  const setCurrent = () => {
    currentRef.current = root;
  };
  const onMouseLeave = () => {
    // The block holding focus stays current when the pointer leaves it.
    if (currentRef.current === root && !root.contains(root.ownerDocument.activeElement)) currentRef.current = null;
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    const focusStaysInside = next instanceof Node && root.contains(next);
    if (currentRef.current === root && !focusStaysInside && !isHovered(root)) currentRef.current = null;
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

  return () => {
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
    if (currentRef.current === root) currentRef.current = null;
  };
}

/**
 * Brings the server-rendered code blocks to life (DESIGN B8): the `(or ⌘C)` / `(or Ctrl + C)` hint, the copy
 * button with its 2000 ms `Copied` state, and Ctrl+C (⌘C on macOS) on the block under the pointer or holding
 * focus when no text is selected (a demo's shown source too). Mount once around the pages, inside the router.
 */
export function CodeCopyProvider({ children }: { children?: React.ReactNode }) {
  const { asPath } = useRouter();
  const currentRef = React.useRef<HTMLElement | null>(null);
  const wiredRef = React.useRef<WeakSet<HTMLElement>>(new WeakSet());

  React.useEffect(() => {
    const isMac = detectMac();
    const wired = wiredRef.current;
    const cleanups: Array<() => void> = [];
    document.querySelectorAll<HTMLElement>(ROOT_SELECTOR).forEach((root) => {
      if (wired.has(root)) return;
      wired.add(root);
      const cleanup = wireBlock(root, currentRef, isMac);
      cleanups.push(() => {
        cleanup();
        wired.delete(root);
      });
    });
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [asPath]);

  React.useEffect(() => {
    const isMac = detectMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isCopyShortcut(event, isMac) || hasTextSelection(document)) return;
      // A wired block last entered or focused, else any shown block under the pointer or holding focus:
      // a demo's source (opened after the page loaded) or a block without a copy button.
      const root = findCopyTarget(document, currentRef.current);
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
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return <>{children}</>;
}
