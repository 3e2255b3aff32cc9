import * as React from 'react';
import { useRouter } from 'next/router';
import { DEV_CONTENT_CHANGED_AT } from '../generated/devRevisionTrigger';
import { DEV_REVISION_URL, parseDevRevision, revisionChange, type DevRevision } from './devRevision';
import { waitForPage } from './waitForPage';

const POLL_MS = 600;

/**
 * In `npm run dev` only: shows content changes in the open page. It polls the revision the dev server
 * writes when content/ changes (src/devLoop/devRevision.ts), and polls at once when the trigger module's
 * hot update arrives. When the revision moved, the page fetches its props again (Markdown, demo sources),
 * or reloads when its route may have changed (a page got its first demo, a demo was added or renamed) once
 * the dev server serves its new route. `pageRevision` is the revision the page's props were read at;
 * pages without one take the first poll's.
 */
export function DevContentReload({ pageRevision }: { pageRevision?: unknown }) {
  const router = useRouter();
  // The router's public instance may be a new object on each render: the poll reads the latest.
  const routerRef = React.useRef(router);
  routerRef.current = router;
  const seen = React.useRef<DevRevision | null>(null);
  const pollNow = React.useRef<() => void>(() => undefined);
  const fromProps = parseDevRevision(pageRevision);
  const propsKey = fromProps ? `${fromProps.content}/${fromProps.routes}` : '';
  React.useEffect(() => {
    if (fromProps) seen.current = fromProps;
    // Only when the props brought another revision (a refresh read newer content).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [propsKey]);

  React.useEffect(() => {
    let stopped = false;
    let busy = false;
    let refreshFailed = false;
    const poll = async () => {
      if (busy || stopped) return;
      busy = true;
      try {
        const response = await fetch(DEV_REVISION_URL, { cache: 'no-store' }).catch(() => null);
        const current = response?.ok ? parseDevRevision(await response.json().catch(() => null)) : null;
        if (stopped || !current) return;
        const previous = seen.current;
        seen.current = current;
        if (!previous) return;
        const change = revisionChange(previous, current);
        if (change === 'reload' || (change === 'refresh' && refreshFailed)) {
          // A route may have changed, or the last refresh ended in an error the router may not recover from.
          stopped = true;
          await waitForPage(window.location.href);
          window.location.reload();
        } else if (change === 'refresh') {
          // Keep the reader's scroll position while the page's props are fetched again. Not awaited: a
          // refresh whose props fail may never settle, and the next change must still be seen.
          routerRef.current.replace(routerRef.current.asPath, undefined, { scroll: false }).then(
            () => (refreshFailed = false),
            () => (refreshFailed = true),
          );
        }
      } finally {
        busy = false;
      }
    };
    pollNow.current = () => void poll();
    const timer = window.setInterval(() => void poll(), POLL_MS);
    void poll();
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, []);

  // The trigger module changed (its hot update re-rendered this): no need to wait for the next poll.
  const lastTrigger = React.useRef(DEV_CONTENT_CHANGED_AT);
  React.useEffect(() => {
    if (DEV_CONTENT_CHANGED_AT === lastTrigger.current) return;
    lastTrigger.current = DEV_CONTENT_CHANGED_AT;
    pollNow.current();
  });
  return null;
}
