import * as React from 'react';
import { flushSync } from 'react-dom';
import { useClientRender } from '../../site/useClientRender';
import { isNavigating } from './navigationWindow';
import { InIslandTheme } from './islandTheme';
import type { DemoSource } from './pageDemos';
import { whenNeeded } from './whenNeeded';
import { elementAtPlace, placeOf, type ElementPlace } from '../../site/elementPlace';

type DemoModule = { default: React.ComponentType };

/** Where a demo's module comes from (a page's bundle, pageDemos.ts): only its component is needed here. */
type ModuleSource = Pick<DemoSource, 'ready' | 'load'> & { evaluate(): DemoModule };

/** A demo component whose module runs the first time it is needed, rather than with the page's. */
export interface DemoOnDemand {
  (): React.ReactElement;
  /** Runs the demo's module in a task of its own (once); resolves when the demo can render. */
  prepare(): Promise<void>;
  /** Whether the demo's module is here (its page's bundle fetched), so the demo can render at once. */
  ready(): boolean;
}

const CONTENTS: React.CSSProperties = { display: 'contents' };

/** The room a demo rendered after a client-side navigation holds until it comes alive. */
const PENDING_BOX: React.CSSProperties = { minHeight: 96 };

/** How long a demo waits for the transition that makes it live before it asks again, plainly. */
const STRANDED_UPDATE_RETRY_MS = 2000;

/** How far below (and above) the viewport a demo comes alive, ahead of the reader's scrolling. */
const LOOKAHEAD = '200px 0px';

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
 *   is inside). Once the reader acts on the page (readerPresence.ts) and the demo nears the viewport,
 *   or at once when the reader points at, presses or focuses something in it, its module runs in a
 *   task of its own, and the live demo replaces that HTML in a transition, which React renders in
 *   slices. Nothing moves: it renders what the server rendered.
 * - On a client-side navigation the demo starts as a small placeholder and comes alive (its module
 *   run, then rendered in a transition) when it nears the viewport, so the new page shows at once.
 *
 * `demo` is where the module comes from: a page's demo bundle (pageDemos.ts), fetched in the browser
 * when the first of its demos is needed, or a function that returns the module at once.
 */
export function demoOnDemand(demo: ModuleSource | (() => DemoModule)): DemoOnDemand {
  const source: ModuleSource = typeof demo === 'function' ? { ready: () => true, load: () => Promise.resolve(), evaluate: demo } : demo;
  let Loaded: React.ComponentType | null = null;
  let failure: Error | null = null;
  let prepared: Promise<void> | null = null;

  const run = () => {
    if (Loaded || failure || !source.ready()) return;
    try {
      Loaded = source.evaluate().default;
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
    }
  };

  const prepare = (): Promise<void> => {
    prepared ??= source
      .load()
      .then(nextTask)
      .then(run, (error: unknown) => {
        // The demo's error boundary reports it (the bundle could not be fetched), instead of a demo that never answers.
        failure = error instanceof Error ? error : new Error(String(error));
      });
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
    // Mounted on a page already shown (a styling switch, a demo in an iframe) before the page's bundle has
    // arrived: a placeholder until the bundle is here, then live, wherever the demo is.
    const [waitsForBundle] = React.useState(() => !mountedByHydration && !source.ready() && !isNavigating());
    const [placeholderFirst] = React.useState(() => !mountedByHydration && (isNavigating() || waitsForBundle));
    const [live, setLive] = React.useState(() => typeof window === 'undefined' || (!placeholderFirst && (Loaded !== null || !mountedByHydration)));
    const serverBox = React.useRef<HTMLDivElement>(null);
    const liveBox = React.useRef<HTMLDivElement>(null);
    // Clicks on the server's HTML while the page's demo bundle is on its way, by element position: the
    // live demo gets them once it has rendered.
    const earlyClicks = React.useRef<ElementPlace[]>([]);
    React.useEffect(() => {
      const box = serverBox.current;
      if (live || !box) return undefined;
      let disposed = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      if (waitsForBundle) {
        void prepare().then(() => {
          if (!disposed) React.startTransition(() => setLive(true));
        });
        return () => {
          disposed = true;
        };
      }
      const keepClick = (event: MouseEvent) => {
        if (!(event.target instanceof Element) || !box.contains(event.target)) return;
        earlyClicks.current.push(placeOf(box, event.target));
        event.preventDefault(); // a link in the demo is followed by the live demo's click, not this one
      };
      box.addEventListener('click', keepClick, true);
      let urgentSeen = false;
      // The server's HTML already shows the demo whole: its code waits until the reader acts on the page.
      const stopWatching = whenNeeded(box, LOOKAHEAD, (urgent) => {
        if (urgent && urgentSeen) return;
        urgentSeen ||= urgent;
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
        // The reader is pointing at, pressing or focusing something in the demo: it comes alive now (as
        // soon as the page's bundle is here), before the click lands, and the element the reader focused
        // in the server's HTML keeps the focus.
        const goLive = () => {
          if (disposed) return;
          const focused = document.activeElement && box.contains(document.activeElement) ? placeOf(box, document.activeElement) : null;
          run();
          flushSync(() => setLive(true));
          const replacement = focused ? elementAtPlace(liveBox.current, focused) : undefined;
          if (replacement instanceof HTMLElement || replacement instanceof SVGElement) replacement.focus();
        };
        if (source.ready()) goLive();
        else void source.load().then(goLive, () => void prepare().then(() => !disposed && setLive(true)));
      }, { afterReaderActs: mountedByHydration });
      return () => {
        disposed = true;
        box.removeEventListener('click', keepClick, true);
        stopWatching();
        if (retry !== undefined) clearTimeout(retry);
      };
    }, [live, waitsForBundle, mountedByHydration]);
    React.useEffect(() => {
      if (!live) return;
      liveBox.current?.setAttribute('data-demo-island', 'live');
      for (const place of earlyClicks.current.splice(0)) {
        const element = elementAtPlace(liveBox.current, place);
        // An icon's <svg> has no click(): a click event bubbles from it to its button the same way.
        if (element instanceof HTMLElement) element.click();
        else element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }
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
  DemoOnDemandComponent.ready = () => source.ready();
  return DemoOnDemandComponent;
}
