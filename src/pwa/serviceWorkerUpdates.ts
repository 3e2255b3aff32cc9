/**
 * How a page follows service worker updates (B11): a new worker that is waiting is told to skip
 * waiting; once it controls the page, the page reloads as soon as the document has focus, once.
 */

export const SKIP_WAITING_MESSAGE = 'skipWaiting';
const FOCUS_POLL_MS = 100;

/** Whether the service worker may be registered here: production, and this origin is the site's. */
export function shouldRegisterServiceWorker(pageOrigin: string, siteUrl: string, production: boolean, supported: boolean): boolean {
  if (!production || !supported) return false;
  try {
    return new URL(siteUrl).origin === pageOrigin;
  } catch {
    return false;
  }
}

interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

interface RegistrationLike {
  waiting: WorkerLike | null;
  installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}

/** Tells a waiting worker to take over, now or when the one being installed is ready. */
export function activateUpdates(registration: RegistrationLike, pageIsControlled: boolean): void {
  if (!pageIsControlled) return; // First visit: the worker simply installs; nothing to replace.
  const watch = (worker: WorkerLike) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') worker.postMessage(SKIP_WAITING_MESSAGE);
    });
  };
  if (registration.waiting) registration.waiting.postMessage(SKIP_WAITING_MESSAGE);
  if (registration.installing) watch(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) watch(registration.installing);
  });
}

/** Reloads once, as soon as the document has focus (never in a loop: one reload per page life). */
export function reloadWhenFocused(win: Pick<Window, 'setInterval' | 'clearInterval' | 'location'>, hasFocus: () => boolean): () => void {
  let done = false;
  const timer = win.setInterval(() => {
    if (done || !hasFocus()) return;
    done = true;
    win.clearInterval(timer);
    win.location.reload();
  }, FOCUS_POLL_MS);
  return () => win.clearInterval(timer);
}
