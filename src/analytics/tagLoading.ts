import { afterLoadAndIdle } from './webVitals';

/** What the reader does first that makes the tag load at once, if the page has not been idle yet. */
export const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** How long after the load event the tag waits for an idle moment: past hydration and the first paint's work. */
export const TAG_DELAY_MS = 1500;

/**
 * Runs `task` once: when the page has loaded and then been idle (after `delayMs`), or at the reader's first
 * interaction, whichever comes first. The tag's download and start-up then never compete with hydration,
 * while a reader who clicks early still gets it. Returns a function that cancels it.
 */
export function whenIdleOrFirstInteraction(task: () => void, delayMs = TAG_DELAY_MS): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    task();
  };
  const cancelIdle = afterLoadAndIdle(run, delayMs);
  for (const type of FIRST_INTERACTIONS) window.addEventListener(type, run, { passive: true, capture: true });
  function cancel() {
    cancelIdle();
    for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, run, { capture: true });
  }
  return () => {
    done = true;
    cancel();
  };
}

/** The URL of gtag.js for a measurement id. */
export function tagUrlOf(measurementId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
}

/** Adds the tag's script element once (async, so it never blocks the parser or other scripts). */
export function appendTagScript(src: string, doc: Document = document): void {
  if (doc.getElementById('gtag-loader')) return;
  const script = doc.createElement('script');
  script.id = 'gtag-loader';
  script.async = true;
  script.src = src;
  doc.head.append(script);
}
