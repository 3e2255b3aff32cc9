import * as React from 'react';

/** Whether the box's content is larger than the box, so that it scrolls (a pixel of rounding aside). */
export function overflowsBox(box: Pick<HTMLElement, 'scrollWidth' | 'scrollHeight' | 'clientWidth' | 'clientHeight'>): boolean {
  return box.scrollHeight > box.clientHeight + 1 || box.scrollWidth > box.clientWidth + 1;
}

/**
 * A box that scrolls only for some content (a tall Masonry in the playground's preview) must then be
 * reachable by keyboard, or a keyboard user cannot scroll it (WCAG 2.1.1; axe's
 * scrollable-region-focusable). Returns the attributes that make it a focusable, named region while
 * its content overflows it, and nothing otherwise (no extra Tab stop for the usual small preview).
 */
export function useKeyboardScrollable(ref: React.RefObject<HTMLElement | null>, label: string) {
  const [scrollable, setScrollable] = React.useState(false);
  React.useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setScrollable(overflowsBox(box));
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // The content's size changes without the box's: watch its children too (and those added later).
    const observeChildren = () => {
      for (const child of Array.from(box.children)) observer.observe(child);
    };
    observeChildren();
    const mutations = new MutationObserver(() => {
      observeChildren();
      measure();
    });
    mutations.observe(box, { childList: true });
    measure();
    return () => {
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return scrollable ? ({ tabIndex: 0, role: 'region', 'aria-label': label } as const) : {};
}
