import * as React from 'react';
import { flushSync } from 'react-dom';
import { EARLY_CLICK_TARGETS, takeEarlyClickIn } from '../../site/earlyClicks';
import { useClientRender } from '../../site/useClientRender';
import { isNavigating } from '../demo/navigationWindow';
import { whenNeeded } from './whenNeeded';

type ComponentModule<P> = { default: React.ComponentType<P> };

/** A part of the page whose module runs (or loads) the first time it is needed, rather than with the page's. */
export interface OnDemand<P extends object> {
  (props: P): React.ReactElement;
  /** Runs (or loads) the part's module in a task of its own (once); resolves when the part can render. */
  prepare(): Promise<void>;
}

export interface OnDemandOptions<P> {
  /** The attribute that marks the part's box, with its state: `server`, `pending` or `live`. */
  attribute: 'data-demo-island' | 'data-block-island';
  /**
   * After a client-side navigation, whether the part starts as a placeholder that comes alive near the
   * viewport (a demo: rendering every demo of the new page kept its h1 from showing), or renders as soon
   * as its module is there (a demo's frame, whose own demo starts as a placeholder; one chunk for all).
   */
  placeholderOnNavigation: boolean;
  /**
   * Called as a hook in the part's render: what must be ready, besides the part's module, before the live
   * part replaces the server's HTML (a demo block's demo, so that it too renders at once).
   */
  useReadiness?: (props: P) => (() => Promise<void>) | null;
}

const CONTENTS: React.CSSProperties = { display: 'contents' };

/** The room a part rendered after a client-side navigation holds until it comes alive. */
const PENDING_BOX: React.CSSProperties = { minHeight: 96 };

/** How long a part waits for the transition that makes it live before it asks again, plainly. */
const STRANDED_UPDATE_RETRY_MS = 2000;

/** A new task, so that running one part's module never joins a long task of the page's own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/** The element's position among the box's descendants, or -1. */
function indexIn(box: Element, element: Element | null): number {
  return element && box.contains(element) ? [...box.querySelectorAll('*')].indexOf(element) : -1;
}

/**
 * A part of the page (a demo, a demo's frame) whose module runs only when the part is needed.
 *
 * - The server runs it at once and renders the part in full: the reader sees it before any script.
 * - Hydrating, the part's HTML stays as the server wrote it (React neither hydrates nor touches what is
 *   inside, whatever else updates); when the part nears the viewport, or the reader points at, presses or
 *   focuses something in it, its module loads and runs in a task of its own, and the live part replaces
 *   that HTML, in a transition (React renders it in slices) or at once when the reader is acting on it.
 *   Nothing moves: it renders what the server rendered. The element the reader focused keeps the focus,
 *   and a button clicked before the part was live is clicked again once it is.
 * - On a client-side navigation the part starts as a small placeholder and comes alive when it nears the
 *   viewport, so the new page shows at once.
 *
 * `evaluate` returns the part's module: on the server a `require` of it, in the browser an `import()`
 * (a chunk of its own, downloaded when the part is needed rather than with the page) or a `require`.
 */
export function onDemand<P extends object>(evaluate: () => ComponentModule<P> | Promise<ComponentModule<P>>, options: OnDemandOptions<P>): OnDemand<P> {
  const { attribute, placeholderOnNavigation, useReadiness = () => null } = options;
  let Loaded: React.ComponentType<P> | null = null;
  let failure: Error | null = null;
  let loading: Promise<void> | null = null;
  let prepared: Promise<void> | null = null;

  const fail = (error: unknown) => {
    failure = error instanceof Error ? error : new Error(String(error));
  };

  /** Runs (or starts loading) the module once; a promise while an import is on its way, else null. */
  const load = (): Promise<void> | null => {
    if (Loaded || failure) return null;
    if (loading) return loading;
    try {
      const evaluated = evaluate();
      if (evaluated instanceof Promise) {
        loading = evaluated.then((loaded) => {
          Loaded = loaded.default;
        }, fail);
        return loading;
      }
      Loaded = evaluated.default;
    } catch (error) {
      fail(error);
    }
    return null;
  };

  const prepare = (): Promise<void> => {
    prepared ??= nextTask().then(() => load() ?? undefined);
    return prepared;
  };

  /** The part itself; a module that failed to load or run is reported by the nearest error boundary. */
  function LoadedPart({ props }: { props: P }): React.ReactElement {
    // Rendered once the module has run (on the server, at once); an import still on its way is a bug.
    load();
    if (failure || !Loaded) throw failure ?? new Error('This part of the page could not be loaded.');
    return <Loaded {...props} />;
  }

  function OnDemandComponent(props: P): React.ReactElement {
    const clientRender = useClientRender();
    const readiness = useReadiness(props);
    // Fixed when mounted: whether React found this part in the server's HTML.
    const [mountedByHydration] = React.useState(!clientRender);
    const [placeholderFirst] = React.useState(() => placeholderOnNavigation && !mountedByHydration && isNavigating());
    // Mounted on a page already shown (a reader switching a demo's styling), its module is asked for at
    // once (in the browser an import): until it has arrived the part holds a placeholder's room.
    const [arriving] = React.useState(() => (typeof window === 'undefined' || mountedByHydration || placeholderFirst ? null : load()));
    const [live, setLive] = React.useState(
      () => typeof window === 'undefined' || (!placeholderFirst && arriving === null && (Loaded !== null || !mountedByHydration)),
    );
    const serverBox = React.useRef<HTMLDivElement>(null);
    const liveBox = React.useRef<HTMLDivElement>(null);
    /** A button clicked in the server's HTML, by its position, to click in the live part. */
    const clickedBeforeLive = React.useRef(-1);
    const readinessRef = React.useRef(readiness);
    readinessRef.current = readiness;
    React.useEffect(() => {
      if (live || !arriving) return undefined;
      let disposed = false;
      void arriving.then(() => {
        if (!disposed) setLive(true);
      });
      return () => {
        disposed = true;
      };
    }, [live, arriving]);
    React.useEffect(() => {
      const box = serverBox.current;
      if (live || arriving || !box) return undefined;
      let disposed = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const ready = () => readinessRef.current?.() ?? Promise.resolve();
      const onClick = (event: MouseEvent) => {
        const target = event.target instanceof Element ? event.target.closest(EARLY_CLICK_TARGETS) : null;
        if (target) clickedBeforeLive.current = indexIn(box, target);
      };
      box.addEventListener('click', onClick, true);
      // A button clicked before the page hydrated (recorded by the early-clicks script) is clicked in
      // the live part, which comes alive at once.
      const early = takeEarlyClickIn(box);
      if (early) clickedBeforeLive.current = indexIn(box, early);
      const onNeeded = (urgent: boolean) => {
        if (!urgent) {
          void prepare()
            .then(ready)
            .then(() => {
              if (disposed) return;
              React.startTransition(() => setLive(true));
              // React 18 can lose an update that arrives while another long render is in progress (it stays
              // queued with no lane left to render it; seen with a menu's last animation state during a
              // styling switch). A part still pending after a while gets a plain update, which renders it.
              retry = setTimeout(() => setLive(true), STRANDED_UPDATE_RETRY_MS);
            });
          return;
        }
        // The reader is pressing or focusing something in the part: it comes alive now (or as soon as its
        // code has arrived), and the element the reader focused in the server's HTML keeps the focus.
        const goLive = () => {
          if (disposed) return;
          const focused = indexIn(box, document.activeElement);
          flushSync(() => setLive(true));
          const replacement = focused >= 0 ? liveBox.current?.querySelectorAll('*')[focused] : undefined;
          if (replacement instanceof HTMLElement) replacement.focus();
        };
        const onItsWay = load();
        const readyNow = readinessRef.current?.();
        if (onItsWay || readyNow) void Promise.all([onItsWay, readyNow]).then(goLive);
        else goLive();
      };
      const stopWatching = whenNeeded(box, onNeeded);
      if (early) onNeeded(true);
      return () => {
        disposed = true;
        box.removeEventListener('click', onClick, true);
        stopWatching();
        if (retry !== undefined) clearTimeout(retry);
      };
    }, [live, arriving]);
    React.useEffect(() => {
      if (!live) return;
      liveBox.current?.setAttribute(attribute, 'live');
      const clicked = clickedBeforeLive.current;
      clickedBeforeLive.current = -1;
      const replacement = clicked >= 0 ? liveBox.current?.querySelectorAll('*')[clicked] : undefined;
      if (replacement instanceof HTMLElement && replacement.matches(EARLY_CLICK_TARGETS)) replacement.click();
    }, [live]);
    const box = { [attribute]: undefined as string | undefined };
    if (!live && (placeholderFirst || arriving)) {
      // Rendered on the client (after a navigation): a box that holds a little room until the part is
      // near the viewport, then renders it in a transition.
      box[attribute] = 'pending';
      return (
        <div key="pending" ref={serverBox} {...box} style={CONTENTS}>
          <div style={PENDING_BOX} />
        </div>
      );
    }
    if (!live) {
      // Left as the server rendered it: with inner HTML to keep, React neither hydrates nor changes it.
      box[attribute] = 'server';
      return <div key="server" ref={serverBox} {...box} style={CONTENTS} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    }
    // The server marks its HTML as such; hydration keeps a server attribute as it is, so the live part
    // corrects it after mounting.
    box[attribute] = typeof window === 'undefined' ? 'server' : 'live';
    return (
      <div key="live" ref={liveBox} {...box} style={CONTENTS}>
        <LoadedPart props={props} />
      </div>
    );
  }
  OnDemandComponent.prepare = prepare;
  return OnDemandComponent;
}
