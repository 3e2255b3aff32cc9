import * as React from 'react';
import { flushSync } from 'react-dom';
import { elementAtPlace, placeOf, type ElementPlace } from '../../site/elementPlace';
import { useClientRender } from '../../site/useClientRender';
import { DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT } from '../../preferences/codePreferences';
import { useCodePreferences } from '../../preferences/CodePreferencesProvider';
import { rendersOnClientOnly } from './clientOnlyDemo';
import { demoNameFromHash } from './demoAnchors';
import { DemoComponentsContext, type BundledDemos } from './demoComponents';
import type { DemoProps } from './Demo';
import { watchPresses } from './pressWatcher';
import { whenNeeded } from './whenNeeded';

type BlockModule = { default: React.ComponentType<DemoProps> };

const CONTENTS: React.CSSProperties = { display: 'contents' };

/** The room a demo block rendered after a client-side navigation holds until its code is here. */
const PENDING_BOX: React.CSSProperties = { minHeight: 160 };

/** How long a block waits for the transition that makes it live before it asks again, plainly (demoOnDemand's reason). */
const STRANDED_UPDATE_RETRY_MS = 2000;

/** How far below (and above) the viewport a block comes alive, ahead of the reader's scrolling. */
const LOOKAHEAD = '300px 0px';


/** A block's demo components that can get ready ahead of rendering (demoOnDemand's `prepare`). */
function preparedDemos(bundled: BundledDemos, name: string): Promise<unknown> {
  const variants = Object.values(bundled[name] ?? {});
  return Promise.all(
    variants.map((variant) => {
      const prepare = (variant?.component as { prepare?: () => Promise<void> } | undefined)?.prepare;
      return typeof prepare === 'function' ? prepare() : undefined;
    }),
  );
}

/** Whether a block's demo shows only a placeholder until its code runs (a grid). */
function demoNeedsClient(bundled: BundledDemos, name: string): boolean {
  return Object.values(bundled[name] ?? {}).some((variant) => rendersOnClientOnly(variant?.component));
}

/** Whether every variant of a block's demo can render at once (its module is here). */
function demosReady(bundled: BundledDemos, name: string): boolean {
  return Object.values(bundled[name] ?? {}).every((variant) => {
    const ready = (variant?.component as { ready?: () => boolean } | undefined)?.ready;
    return typeof ready !== 'function' || ready();
  });
}


/**
 * A page's demo blocks (the preview's frame, its toolbar, its source) whose code is fetched when the first
 * of them is needed rather than with the page. Most of a page's demos are below the first screen, and a
 * guide with one demo at its end carried the toolbar, the code view and the demos' theme in its first load.
 *
 * - The server has the block's module at once (`serverModule`, a `require` the client's build leaves out)
 *   and renders every block in full.
 * - Hydrating, the block's HTML stays as the server wrote it (React neither hydrates nor touches it). When
 *   the block nears the viewport once the reader has acted on the page (readerPresence.ts: the server's
 *   HTML already shows it whole, so a visit nobody acts on fetches nothing), or the reader points at,
 *   presses or focuses something in it, its code and its demo's module are fetched; the live block then
 *   replaces the server's HTML with the same markup. A grid, whose server HTML is a placeholder, does not
 *   wait for the reader. A click on the server's HTML in the meantime is replayed on the live block, and
 *   the element that held focus keeps it.
 * - Rendered on the client (a client-side navigation), it fetches its code at once and holds a little room.
 */
export function demoBlockOnDemand(serverModule: (() => BlockModule) | null, load: () => Promise<BlockModule>): React.ComponentType<DemoProps> {
  let Loaded: React.ComponentType<DemoProps> | null = serverModule ? serverModule().default : null;
  let loading: Promise<React.ComponentType<DemoProps>> | null = null;
  const loadBlock = (): Promise<React.ComponentType<DemoProps>> => {
    if (Loaded) return Promise.resolve(Loaded);
    loading ??= load().then(
      (module) => {
        Loaded = module.default;
        return module.default;
      },
      (error: unknown) => {
        loading = null; // a failed fetch (offline) is tried again next time
        throw error;
      },
    );
    return loading;
  };

  function DemoBlockOnDemand(props: DemoProps): React.ReactElement {
    const clientRender = useClientRender();
    const bundled = React.useContext(DemoComponentsContext);
    // Fixed when mounted: whether React found this block in the server's HTML with its code not yet here.
    const [keptFromServer] = React.useState(() => typeof window !== 'undefined' && !clientRender && Loaded === null);
    const [live, setLive] = React.useState(() => Loaded !== null);
    // The server wrote the block with the default code language and styling. A reader who chose others
    // (a cookie, a #tailwind- link) must see them without acting first: then the block does not wait.
    const { codeVariant, codeStyling } = useCodePreferences();
    const showsServerChoices = codeVariant === DEFAULT_CODE_VARIANT && codeStyling === DEFAULT_CODE_STYLING;
    // A link to this demo (`#BasicButtons.tsx`) brought the reader here to use it: it does not wait either.
    const [linked] = React.useState(() => typeof window !== 'undefined' && demoNameFromHash(window.location.hash.slice(1)) === props.demo.name);
    // A framed demo's server HTML is its empty frame, a grid's a placeholder: neither can wait.
    const serverShowsDemo = !props.demo.options.iframe && !demoNeedsClient(bundled, props.demo.name);
    const waitsForReader = showsServerChoices && !linked && serverShowsDemo;
    const box = React.useRef<HTMLDivElement>(null);
    const earlyClicks = React.useRef<ElementPlace[]>([]);
    const focused = React.useRef<ElementPlace | null>(null);

    React.useEffect(() => {
      if (live) return undefined;
      let disposed = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      const liveInTransition = () => {
        if (disposed) return;
        React.startTransition(() => setLive(true));
        // React 18 can lose an update that arrives during another long render: a plain one follows.
        retry = setTimeout(() => setLive(true), STRANDED_UPDATE_RETRY_MS);
      };
      if (!keptFromServer) {
        // Rendered on the client: live as soon as its code is here (the preview holds its own place until
        // its demo is needed, as demoOnDemand does after a navigation).
        loadBlock().then(liveInTransition, () => undefined);
        return () => {
          disposed = true;
          if (retry !== undefined) clearTimeout(retry);
        };
      }
      const element = box.current;
      if (!element) return undefined;
      // Replacing the server's HTML waits for the demo too, so its preview renders at once rather than as a placeholder.
      const ready = () => Promise.all([loadBlock(), preparedDemos(bundled, props.demo.name)]);
      let requested = false;
      let urgent = false;
      // Never in the middle of a press: one begun on the server's HTML and ended on the live block makes no click.
      const presses = watchPresses(element);
      const goLive = () =>
        presses.whenNoPress(() => {
          if (disposed) return;
          focused.current = document.activeElement && element.contains(document.activeElement) ? placeOf(element, document.activeElement) : null;
          if (urgent) flushSync(() => setLive(true));
          else liveInTransition();
        });
      const request = () => {
        if (requested) return;
        requested = true;
        // A failed fetch leaves the server's HTML in place; the next approach tries again.
        ready().then(goLive, () => {
          requested = false;
        });
      };
      const onUrgent = () => {
        urgent = true;
        // Everything it needs is here (another block went live): live now, before the press lands.
        if (Loaded && demosReady(bundled, props.demo.name)) {
          requested = true;
          goLive();
        } else request();
      };
      const keepClick = (event: MouseEvent) => {
        if (!(event.target instanceof Element) || !element.contains(event.target)) return;
        earlyClicks.current.push(placeOf(element, event.target));
        event.preventDefault(); // a link in the block is followed by the live block's click, not this one
        onUrgent();
      };
      element.addEventListener('click', keepClick, true);
      // Where the server's HTML shows the block as the reader will see it, its code waits until the reader
      // acts on the page; a demo the server could only hold a place for (a grid, a frame), a block to show
      // in the reader's own code language or styling, or the demo a link pointed to, is fetched as it nears
      // the viewport.
      const stopWatching = whenNeeded(element, LOOKAHEAD, (isUrgent) => (isUrgent ? onUrgent() : request()), { afterReaderActs: waitsForReader });
      return () => {
        disposed = true;
        if (retry !== undefined) clearTimeout(retry);
        stopWatching();
        presses.stop();
        element.removeEventListener('click', keepClick, true);
      };
      // Props of a block never change while it waits (a page's blocks are keyed by page).
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [live, waitsForReader]);

    React.useEffect(() => {
      if (!live) return;
      const replacement = focused.current ? elementAtPlace(box.current, focused.current) : undefined;
      if (replacement instanceof HTMLElement || replacement instanceof SVGElement) replacement.focus();
      focused.current = null;
      for (const place of earlyClicks.current.splice(0)) {
        const element = elementAtPlace(box.current, place);
        // An icon's <svg> has no click(): a click event bubbles from it to its button the same way.
        if (element instanceof HTMLElement) element.click();
        else element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }
    }, [live]);

    if (live && Loaded) {
      return (
        <div key="live" ref={box} data-demo-block={typeof window === 'undefined' ? 'server' : 'live'} style={CONTENTS}>
          <Loaded {...props} />
        </div>
      );
    }
    if (keptFromServer) {
      // Left as the server rendered it: with inner HTML to keep, React neither hydrates nor changes it.
      return <div key="server" ref={box} data-demo-block="server" style={CONTENTS} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
    }
    return (
      <div key="pending" ref={box} data-demo-block="pending" style={CONTENTS}>
        <div style={PENDING_BOX} />
      </div>
    );
  }
  return DemoBlockOnDemand;
}

/**
 * The demos' theme variables (DemoThemeStyles, JoyDemoThemeStyles) from the same module as the blocks: a
 * page loaded with the server's stylesheet keeps it and never fetches the module for them; a page rendered
 * on the client (a client-side navigation) fetches it and emits them.
 */
export function themeStylesOnDemand(
  serverStyles: React.ComponentType | null,
  load: () => Promise<React.ComponentType>,
  definedByServer: () => boolean,
): React.ComponentType {
  let Loaded = serverStyles;
  function ThemeStylesOnDemand(): React.ReactElement | null {
    const [fromServer] = React.useState(() => typeof document !== 'undefined' && definedByServer());
    const [, setLoaded] = React.useState(Loaded !== null);
    React.useEffect(() => {
      if (fromServer || Loaded) return undefined;
      let disposed = false;
      load().then(
        (component) => {
          Loaded = component;
          if (!disposed) setLoaded(true);
        },
        () => undefined,
      );
      return () => {
        disposed = true;
      };
    }, [fromServer]);
    return fromServer || !Loaded ? null : <Loaded />;
  }
  return ThemeStylesOnDemand;
}
