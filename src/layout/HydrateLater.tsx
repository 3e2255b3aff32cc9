import * as React from 'react';

/**
 * A part of the server-rendered page that React hydrates after the rest, in small slices.
 *
 * React 18 hydrates a page in one uninterrupted task; on a docs page with a long drawer and body that
 * task is most of what Lighthouse counts as blocking time on a phone. A Suspense boundary that was
 * rendered on the server is hydrated separately, at background priority and in slices that yield to
 * the browser, and first if the reader interacts with it (React replays the event). On a client-side
 * navigation nothing suspends, so the boundary renders at once as if it were not there.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  return <React.Suspense fallback={null}>{children}</React.Suspense>;
}
