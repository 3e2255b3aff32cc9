import { readerPresence } from '../../site/readerPresence';

/** What the reader does to a part that makes it come alive at once: a pointer over it (before the press), a press, focus. */
const URGENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

export interface WhenNeededOptions {
  /**
   * Watch the viewport only once the reader acts on the page (readerPresence.ts): for a part the server
   * rendered, which the reader already sees whole. A visit nobody acts on then never fetches it.
   */
  afterReaderActs?: boolean;
}

/**
 * Calls `onNeeded(false)` once the box's content comes within `lookahead` (a root margin, '200px 0px') of
 * the viewport, and `onNeeded(true)` each time the reader points at, presses or focuses something in it
 * (even after the first call: the part may still be on its way, or its fetch may have failed). Without IntersectionObserver, or with
 * nothing in the box to observe, the first call comes at once (once the reader acts, with `afterReaderActs`).
 * Returns the cleanup, which the caller runs once the part is live.
 */
export function whenNeeded(box: HTMLElement, lookahead: string, onNeeded: (urgent: boolean) => void, options: WhenNeededOptions = {}): () => void {
  const observed = box.firstElementChild;
  let observer: IntersectionObserver | null = null;
  let stopped = false;
  const watchViewport = () => {
    if (stopped) return;
    observer =
      observed && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              onNeeded(false);
            },
            { rootMargin: lookahead },
          )
        : null;
    if (observer && observed) observer.observe(observed);
    else onNeeded(false);
  };
  const onUrgent = () => onNeeded(true);
  for (const type of URGENT_EVENTS) box.addEventListener(type, onUrgent, true);
  const cancelWait = options.afterReaderActs ? readerPresence.whenReaderActs(watchViewport) : null;
  if (!cancelWait) watchViewport();
  return () => {
    stopped = true;
    cancelWait?.();
    observer?.disconnect();
    for (const type of URGENT_EVENTS) box.removeEventListener(type, onUrgent, true);
  };
}
