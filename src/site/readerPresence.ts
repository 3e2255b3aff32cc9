import { readerActedEarly } from './earlyClicks';
import { READER_ACTIONS } from './readerActions';

export { READER_ACTIONS };

export interface ReaderPresence {
  /** Runs `callback` once the reader has acted on the page (at once if they already have); returns a cancel. */
  whenReaderActs(callback: () => void): () => void;
  /** Whether the reader has acted on the page yet. */
  hasActed(): boolean;
  /** Forgets that the reader acted (a unit test's fresh page). */
  reset(): void;
}

/**
 * The reader's presence on one page, watched from its creation (`target`: the page's window; none on the
 * server, where nobody acts). `actedBefore` tells whether the reader acted before then.
 */
export function createReaderPresence(
  target: () => Pick<Window, 'addEventListener' | 'removeEventListener'> | null,
  actedBefore: () => boolean = () => false,
): ReaderPresence {
  let acted = actedBefore();
  const waiting = new Set<() => void>();
  let listeningOn: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null;

  const stopListening = () => {
    for (const type of READER_ACTIONS) listeningOn?.removeEventListener(type, onAction, { capture: true });
    listeningOn = null;
  };
  function onAction() {
    acted = true;
    stopListening();
    const callbacks = [...waiting];
    waiting.clear();
    for (const callback of callbacks) callback();
  }

  const startListening = () => {
    listeningOn = target();
    // Capturing on the window sees every element's events, even those that do not bubble.
    for (const type of READER_ACTIONS)
      listeningOn?.addEventListener(type, onAction, {
        capture: true,
        passive: true,
      });
  };
  // From the start: a reader who acts before anything waits for them still counts.
  startListening();

  return {
    whenReaderActs(callback) {
      if (acted) {
        callback();
        return () => undefined;
      }
      waiting.add(callback);
      return () => {
        waiting.delete(callback);
      };
    },
    hasActed: () => acted,
    reset() {
      stopListening();
      acted = false;
      waiting.clear();
      startListening();
    },
  };
}

/** The page's reader presence, counting what the reader did before its scripts ran (earlyClicks.ts). */
export const readerPresence = createReaderPresence(() => (typeof window === 'undefined' ? null : window), () => typeof window !== 'undefined' && readerActedEarly());
