import * as React from 'react';
import { flushSync } from 'react-dom';
import { useClientRender } from '../../site/useClientRender';
import { isNavigating } from './navigationWindow';
import { InIslandTheme } from './islandTheme';

type DemoModule = { default: React.ComponentType };

/** A demo component whose module runs the first time it is needed, rather than with the page's. */
export interface DemoOnDemand {
  (): React.ReactElement;
  /** Runs the demo's module in a task of its own (once); resolves when the demo can render. */
  prepare(): Promise<void>;
}

const CONTENTS: React.CSSProperties = { display: 'contents' };

/** The room a demo rendered after a client-side navigation holds until it comes alive. */
const PENDING_BOX: React.CSSProperties = { minHeight: 96 };

/** How long a demo waits for the transition that makes it live before it asks again, plainly. */
const STRANDED_UPDATE_RETRY_MS = 2000;

/** How far below (and above) the viewport a demo comes alive, ahead of the reader's scrolling. */
const LOOKAHEAD = '200px 0px';

/** What the reader does to a demo that makes it come alive at once: a pointer over it (before the press), a press, focus. */
const URGENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Calls `onNeeded(false)` once the box's content comes near the viewport, and `onNeeded(true)` when the
 * reader points at, presses or focuses something in it (even after the first call: the demo may still
 * be on its way). Returns the cleanup, which the caller runs once the demo is live.
 */
function whenNeeded(box: HTMLElement, onNeeded: (urgent: boolean) => void): () => void {
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

/** A new task, so that running one demo's module never joins a long task of the page's own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * A demo whose module (its components, icons and their styles) is bundled with the page but run only
 * when the demo is needed: evaluating every demo of a page in the one task that boots the app was,
 * on a phone, most of the blocking time of a page with demos.
 *
 * - The server runs it at once and renders the demo in full: the reader sees it before any script.
 * - Hydrating, the demo's HTML stays as the server wrote it (React neither hydrates nor touches what
 *   is inside); its module then runs in a task of its own, and the live demo replaces that HTML in a
 *   transition, which React renders in slices. Nothing moves: it renders what the server rendered.
 * - On a client-side navigation the demo starts as a small placeholder and comes alive (its module
 *   run, then rendered in a transition) when it nears the viewport, so the new page shows at once.
 *
 * `evaluate` returns the demo's module: a `require` of it, which bundles it with the page and runs it
 * when called.
 */
export function demoOnDemand(evaluate: () => DemoModule): DemoOnDemand {
  let Loaded: React.ComponentType | null = null;
  let failure: Error | null = null;
  let prepared: Promise<void> | null = null;

  const run = () => {
    if (Loaded || failure) return;
    try {
      Loaded = evaluate().default;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
  };

  const prepare = (): Promise<void> => {
    prepared ??= nextTask().then(run);
    return prepared;
  };

  /** The demo itself; a module that failed to run is reported by the demo's error boundary. */
  function LoadedDemo(): React.ReactElement {
    run();
    if (failure || !Loaded) throw failure ?? new Error('The demo could not be loaded.');
    return (
      <InIslandTheme>
        <Loaded />
      </InIslandTheme>
    );
  }

  function DemoOnDemandComponent(): React.ReactElement {
    const clientRender = useClientRender();
    // Fixed when mounted: whether React found this demo in the server's HTML.
    const [mountedByHydration] = React.useState(!clientRender);
    // Rendered for a client-side navigation's new page: a placeholder first. Rendering every demo of the
    // new page in the navigation's own render kept its h1 from showing (ten demos took most of a 170 ms
    // hop). Mounted on a page already shown (a reader switching a demo's styling), it is live at once.
    const [placeholderFirst] = React.useState(() => !mountedByHydration && isNavigating());
    const [live, setLive] = React.useState(() => typeof window === 'undefined' || (!placeholderFirst && (Loaded !== null || !mountedByHydration)));
    const serverBox = React.useRef<HTMLDivElement>(null);
    const liveBox = React.useRef<HTMLDivElement>(null);
    React.useEffect(() => {
      const box = serverBox.current;
      if (live || !box) return undefined;
      let disposed = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const stopWatching = whenNeeded(box, (urgent) => {
        if (!urgent) {
          void prepare().then(() => {
            if (disposed) return;
            React.startTransition(() => setLive(true));
            // React 18 can lose an update that arrives while another long render is in progress (it stays
            // queued with no lane left to render it; seen with a menu's last animation state during a
            // styling switch). A demo still pending after a while gets a plain update, which renders it.
            retry = setTimeout(() => setLive(true), STRANDED_UPDATE_RETRY_MS);
          });
          return;
        }
        // The reader is pressing or focusing something in the demo: it comes alive now, before the
        // click lands, and the element the reader focused in the server's HTML keeps the focus.
        const focused = box.contains(document.activeElement) ? [...box.querySelectorAll('*')].indexOf(document.activeElement as Element) : -1;
        run();
        flushSync(() => setLive(true));
        const replacement = focused >= 0 ? liveBox.current?.querySelectorAll('*')[focused] : undefined;
        if (replacement instanceof HTMLElement) replacement.focus();
      });
      return () => {
        disposed = true;
        stopWatching();
        if (retry !== undefined) clearTimeout(retry);
      };
    }, [live]);
    React.useEffect(() => {
      if (live) liveBox.current?.setAttribute('data-demo-island', 'live');
    }, [live]);
    if (!live && placeholderFirst) {
      // Rendered on the client (after a navigation): a box that holds a little room until the demo is
      // near the viewport, then renders it in a transition.
      return (
        <div key="pending" ref={serverBox} data-demo-island="pending" style={CONTENTS}>
          <div style={PENDING_BOX} />
        </div>
      );
    }
    if (!live) {
      // Left as the server rendered it: with inner HTML to keep, React neither hydrates nor changes it.
      return (
        <div
          key="server"
          ref={serverBox}
          data-demo-island="server"
          style={CONTENTS}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      );
    }
    return (
      // The server marks its HTML as such; hydration keeps a server attribute as it is, so the live
      // demo corrects it after mounting.
      <div key="live" ref={liveBox} data-demo-island={typeof window === 'undefined' ? 'server' : 'live'} style={CONTENTS}>
        <LoadedDemo />
      </div>
    );
  }
  DemoOnDemandComponent.prepare = prepare;
  return DemoOnDemandComponent;
}
