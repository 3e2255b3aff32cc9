import * as React from 'react';

/**
 * A part of the server-rendered page that React hydrates after the rest, in small slices.
 *
 * React 18 hydrates a page in one uninterrupted task; on a docs page with a long drawer and body that
 * task is most of what Lighthouse counts as blocking time on a phone. A Suspense boundary that was
 * rendered on the server is hydrated separately, at background priority and in slices that yield to
 * the browser, and first if the reader interacts with it (React replays the event). On a client-side
 * navigation nothing suspends, so the boundary renders at once as if it were not there.
 *
 * Until the boundary has hydrated, new children reach it only as a transition. An urgent update (the
 * reader opens the settings drawer while the navigation drawer is still server HTML, and the shell
 * re-renders) must not reach a boundary that has not hydrated: React cannot hydrate at that priority,
 * so it throws the server's HTML away, renders the part from scratch and reports error #421. As a
 * transition, React first hydrates the boundary and then applies the update.
 */
export function HydrateLater({ children }: { children: React.ReactNode }) {
  const [hydrated, setHydrated] = React.useState(false);
  const deferredChildren = React.useDeferredValue(children);
  const shown = hydrated ? children : deferredChildren;
  const markHydrated = React.useCallback(() => setHydrated(true), []);
  // The same element while `shown` is the same, so an urgent re-render of the parent passes over it.
  return React.useMemo(
    () => (
      <React.Suspense fallback={null}>
        <HydrationMark onHydrated={markHydrated} />
        {shown}
      </React.Suspense>
    ),
    [shown, markHydrated],
  );
}

/** Renders nothing; its effect runs once the boundary around it has hydrated (or mounted). */
function HydrationMark({ onHydrated }: { onHydrated: () => void }) {
  React.useEffect(onHydrated, [onHydrated]);
  return null;
}
