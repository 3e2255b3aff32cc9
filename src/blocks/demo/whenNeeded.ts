/** What the reader does to a part that makes it come alive at once: a pointer over it (before the press), a press, focus. */
const URGENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Calls `onNeeded(false)` once the box's content comes within `lookahead` (a root margin, '200px 0px') of
 * the viewport, and `onNeeded(true)` each time the reader points at, presses or focuses something in it
 * (even after the first call: the part may still be on its way, or its fetch may have failed). Without IntersectionObserver, or with
 * nothing in the box to observe, the first call comes at once. Returns the cleanup, which the caller runs
 * once the part is live.
 */
export function whenNeeded(box: HTMLElement, lookahead: string, onNeeded: (urgent: boolean) => void): () => void {
  const observed = box.firstElementChild;
  const observer =
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
  const onUrgent = () => onNeeded(true);
  for (const type of URGENT_EVENTS) box.addEventListener(type, onUrgent, true);
  if (observer && observed) observer.observe(observed);
  else onNeeded(false);
  return () => {
    observer?.disconnect();
    for (const type of URGENT_EVENTS) box.removeEventListener(type, onUrgent, true);
  };
}
