/** Where a heading sits relative to the viewport top, in px (from getBoundingClientRect). */
export interface HeadingPosition {
  hash: string;
  top: number;
}

export interface ScrollState {
  /** Current vertical scroll offset of the page. */
  scrollY: number;
  /** Viewport height. */
  viewportHeight: number;
  /** Total scrollable height of the document. */
  documentHeight: number;
  /** Height of the sticky app bar covering the top of the viewport. */
  topOffset: number;
}

/**
 * The table-of-contents entry to highlight: none near the top of the page; the last one when the page
 * is scrolled to its end; otherwise the last heading that has passed the line an eighth of the way
 * down the visible area.
 */
export function pickActiveHeading(headings: readonly HeadingPosition[], state: ScrollState): string | null {
  if (headings.length === 0) return null;
  const atBottom = state.scrollY + state.viewportHeight >= state.documentHeight - 4;
  if (atBottom && state.scrollY > 0) return headings[headings.length - 1]?.hash ?? null;
  const line = state.topOffset + (state.viewportHeight - state.topOffset) / 8;
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top <= line) active = heading.hash;
    else break;
  }
  return active;
}
