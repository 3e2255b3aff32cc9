/** How far below (and above) the viewport a part of the page is needed, ahead of the reader's scrolling. */
export const LOOKAHEAD = '200px 0px';

/** What the reader does to a part of the page that makes it needed at once: a pointer over it (before the press), a press, focus. */
export const URGENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Calls `onNeeded(false)` once the box's content comes near the viewport, and `onNeeded(true)` when the
 * reader points at, presses or focuses something in it (even after the first call: its code may still
 * be on its way). The box itself may have no layout box (`display: contents`): its first element is
 * what is watched. Returns the cleanup.
 */
export function whenNeeded(box: HTMLElement, onNeeded: (urgent: boolean) => void): () => void {
  const observed = box.firstElementChild;
  const observer =
    observed && typeof IntersectionObserver !== 'undefined'
      ? new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            onNeeded(false);
          },
          { rootMargin: LOOKAHEAD },
        )
      : null;
  let urgent = false;
  const onUrgent = () => {
    if (urgent) return;
    urgent = true;
    onNeeded(true);
  };
  for (const type of URGENT_EVENTS) box.addEventListener(type, onUrgent, true);
  if (observer && observed) observer.observe(observed);
  else onNeeded(false);
  return () => {
    observer?.disconnect();
    for (const type of URGENT_EVENTS) box.removeEventListener(type, onUrgent, true);
  };
}
