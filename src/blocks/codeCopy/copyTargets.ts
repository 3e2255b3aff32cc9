/**
 * Which code block Ctrl/⌘+C copies when nothing is selected, and what text it holds (DESIGN B8): Markdown
 * and API code blocks (`.MuiCode-root`), and a demo's shown source (`[data-demo-code]`, the preview or the
 * whole source, edited or not). DOM reads only; no React.
 */

export const CODE_ROOT_SELECTOR = '.MuiCode-root';
export const DEMO_CODE_SELECTOR = '[data-demo-code]';
const COPY_TARGET_SELECTOR = `${CODE_ROOT_SELECTOR}, ${DEMO_CODE_SELECTOR}`;

function matchesHover(element: Element): boolean {
  try {
    return element.matches(':hover');
  } catch {
    return false;
  }
}

function isShown(element: Element): boolean {
  // A block of a tab not chosen (hidden by CSS or `hidden`) is not the one the reader points at.
  if (element.closest('[hidden]')) return false;
  const check = (element as Element & { checkVisibility?: () => boolean }).checkVisibility;
  return typeof check === 'function' ? check.call(element) : true;
}

/**
 * The block the reader means: the innermost shown block under the pointer, else the one holding focus.
 * `preferred` (the block last entered or focused, tracked by the caller) wins while it is still attached
 * and shown.
 */
export function findCopyTarget(doc: Document, preferred: HTMLElement | null): HTMLElement | null {
  if (preferred && preferred.isConnected && isShown(preferred)) return preferred;
  const blocks = Array.from(doc.querySelectorAll<HTMLElement>(COPY_TARGET_SELECTOR)).filter(isShown);
  // Document order puts an inner block after the block around it: the last hovered one is the innermost.
  const hovered = blocks.filter(matchesHover);
  if (hovered.length > 0) return hovered[hovered.length - 1] ?? null;
  const active = doc.activeElement;
  return blocks.find((block) => active !== null && block.contains(active)) ?? null;
}

/**
 * The text a block shows: an editable demo source's text area value (it may be edited and not yet
 * highlighted), else the text of its `<pre>`. The demo's `<pre>` ends with one newline that only keeps the
 * last line's height; it is not part of the source.
 */
export function copyTargetText(block: Element): string {
  if (block.matches(DEMO_CODE_SELECTOR)) {
    const textarea = block.querySelector('textarea');
    if (textarea) return textarea.value;
    const text = block.querySelector('pre')?.textContent ?? '';
    return text.endsWith('\n') ? text.slice(0, -1) : text;
  }
  return block.querySelector('pre')?.textContent ?? '';
}
