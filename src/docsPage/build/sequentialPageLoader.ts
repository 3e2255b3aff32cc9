import type { DocsPageProps } from '../types';
import { loadDocsPage } from './loadDocsPage';

/** A new macrotask: the event loop gets a turn (a test worker answers its runner's messages). */
const nextTurn = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Loads English docs pages for the content tests, each once, one after another with a turn of the event
 * loop between two pages. Loading a library's pages is about a minute of mostly synchronous work on a
 * busy two-core machine. Started all at once, it ran as one chain of microtasks that kept the Vitest
 * worker from answering its runner for over 60 s, which Vitest reports as "Timeout calling
 * onTaskUpdate" errors that fail the run (a fresh-clone CI rehearsal, at 60.2 s).
 */
export function sequentialPageLoader(): (pathname: string) => Promise<DocsPageProps> {
  const loaded = new Map<string, Promise<DocsPageProps>>();
  let previous: Promise<unknown> = Promise.resolve();
  return (pathname) => {
    let pending = loaded.get(pathname);
    if (!pending) {
      pending = previous.then(nextTurn).then(() => loadDocsPage(pathname, 'en'));
      previous = pending.catch(() => undefined);
      loaded.set(pathname, pending);
    }
    return pending;
  };
}
