import * as React from 'react';
import { flushSync } from 'react-dom';
import { watchPresses } from '../blocks/demo/pressWatcher';
import { whenNeeded } from '../blocks/demo/whenNeeded';
import { elementAtPlace, placeOf, type ElementPlace } from '../site/elementPlace';
import { useClientRender } from '../site/useClientRender';
import { CodeCell, ControlsCell, PlaygroundFrame, PreviewCell } from './playgroundFrame';
import { PlaygroundEntryContext, type PlaygroundEntryModule, type PlaygroundEntrySource } from './playgroundEntry';
import type { PlaygroundModel } from './types';

/** How far below (and above) the viewport the playground starts loading. */
const LOOKAHEAD = '300px 0px';

/** Each page's entry once fetched: another playground of the page (or the same one, mounted again) is live at once. */
const loadedEntries = new WeakMap<PlaygroundEntrySource, PlaygroundEntryModule>();

function loadEntry(source: PlaygroundEntrySource): Promise<PlaygroundEntryModule> {
  const loaded = loadedEntries.get(source);
  if (loaded) return Promise.resolve(loaded);
  return source.load().then((entry) => {
    loadedEntries.set(source, entry);
    return entry;
  });
}

/** The entry the playground can render with at once: the server's, or one this page has fetched. */
function entryAtOnce(source: PlaygroundEntrySource | null): PlaygroundEntryModule | null {
  if (!source) return null;
  if (typeof window === 'undefined') return source.server?.() ?? null;
  return loadedEntries.get(source) ?? null;
}

/**
 * A props playground's place on the page.
 *
 * - The server renders it whole (its route gives the server the page's playground entry at once): the
 *   reader sees the preview, the controls and the code before any script.
 * - Hydrating, its HTML stays as the server wrote it (React neither hydrates nor touches it). Its entry
 *   (controls, component, the library's theme: one chunk of the page) is fetched when it nears the viewport
 *   once the reader has acted on the page (readerPresence.ts), or at once when the reader points at,
 *   presses or focuses something in it; the live playground then replaces the server's HTML with the same
 *   markup. A click on the server's HTML in the meantime is replayed on the live playground, and the
 *   element that held focus keeps it.
 * - Rendered on the client (a client-side navigation), it holds its final size with the first code and
 *   loads its entry when it comes near the viewport.
 */
export default function PlaygroundSlot({ model }: { model: PlaygroundModel }) {
  const source = React.useContext(PlaygroundEntryContext);
  const clientRender = useClientRender();
  const [entry, setEntry] = React.useState<PlaygroundEntryModule | null>(() => entryAtOnce(source));
  // Fixed when mounted: whether React found the playground in the server's HTML with its entry not yet here.
  const [keptFromServer] = React.useState(() => typeof window !== 'undefined' && !clientRender && entry === null);
  const [failed, setFailed] = React.useState(false);
  const box = React.useRef<HTMLElement>(null);
  const grid = React.useRef<HTMLDivElement>(null);
  const earlyClicks = React.useRef<ElementPlace[]>([]);
  const focused = React.useRef<ElementPlace | null>(null);

  React.useEffect(() => {
    const element = box.current;
    const part = grid.current;
    if (!element || !part || !source || entry) return undefined;
    let disposed = false;
    let requested = false;
    let urgent = false;
    const presses = watchPresses(element);
    const request = () => {
      if (requested) return;
      requested = true;
      loadEntry(source).then(
        (loaded) =>
          // Never in the middle of a press: one begun on the server's HTML and ended on the live part makes no click.
          presses.whenNoPress(() => {
            if (disposed) return;
            focused.current = document.activeElement && part.contains(document.activeElement) ? placeOf(part, document.activeElement) : null;
            if (urgent) flushSync(() => setEntry(loaded));
            else React.startTransition(() => setEntry(loaded));
          }),
        () => {
          requested = false; // the next approach tries again
          // The server's playground stays as it is; one the server did not write says it failed.
          if (!disposed && !keptFromServer) setFailed(true);
        },
      );
    };
    const keepClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !part.contains(event.target)) return;
      earlyClicks.current.push(placeOf(part, event.target));
      event.preventDefault(); // a switch in the server's HTML toggles when the live one gets the click, not before
      urgent = true;
      request();
    };
    if (keptFromServer) element.addEventListener('click', keepClick, true);
    const stopWatching = whenNeeded(
      element,
      LOOKAHEAD,
      (isUrgent) => {
        urgent ||= isUrgent;
        request();
      },
      // The server's HTML already shows the playground whole: its code waits until the reader acts.
      { afterReaderActs: keptFromServer },
    );
    return () => {
      disposed = true;
      stopWatching();
      presses.stop();
      element.removeEventListener('click', keepClick, true);
    };
  }, [source, entry, keptFromServer]);

  React.useEffect(() => {
    if (!entry) return;
    const part = grid.current;
    const replacement = focused.current ? elementAtPlace(part, focused.current) : undefined;
    if (replacement instanceof HTMLElement || replacement instanceof SVGElement) replacement.focus();
    focused.current = null;
    for (const place of earlyClicks.current.splice(0)) {
      const target = elementAtPlace(part, place);
      if (target instanceof HTMLElement) target.click();
      else target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  }, [entry]);

  const component = entry?.components[model.key];
  const itemComponent = model.item ? entry?.components[model.item.key] : undefined;
  const Preview = entry?.previews[model.library];
  const live = entry && component && Preview;
  const state = typeof window === 'undefined' ? 'server' : live ? 'live' : keptFromServer ? 'server' : 'waiting';
  return (
    <PlaygroundFrame ref={box} id={model.id} aria-label={`${model.name} playground`} data-playground={model.name} data-playground-state={state} data-overlay={model.overlay ? '' : undefined}>
      {live ? (
        <div className="playground-grid" ref={grid} key="live">
          <entry.Playground model={model} component={component} itemComponent={itemComponent} parts={entry.components} Preview={Preview} />
        </div>
      ) : keptFromServer ? (
        // Left as the server rendered it: with inner HTML to keep, React neither hydrates nor changes it.
        <div className="playground-grid" ref={grid} key="server" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      ) : (
        <div className="playground-grid" ref={grid} key="waiting">
          <PreviewCell role="status">
            {failed ? 'The playground could not be loaded.' : 'Loading the playground…'}
            <noscript> The playground needs JavaScript.</noscript>
          </PreviewCell>
          <ControlsCell />
          <CodeCell>
            <div className="playground-code-bar">JSX</div>
            {/* Focusable like the live panel's: a long line scrolls, and the keyboard must reach it. */}
            <pre className="language-jsx" dir="ltr" tabIndex={0} aria-label={`Code of the ${model.name} playground`}>
              <code className="language-jsx" dangerouslySetInnerHTML={{ __html: model.initialCodeHtml }} />
            </pre>
          </CodeCell>
        </div>
      )}
    </PlaygroundFrame>
  );
}
