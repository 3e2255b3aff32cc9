import * as React from 'react';
import { CodeCell, ControlsCell, PlaygroundFrame, PreviewCell } from './playgroundFrame';
import { PlaygroundEntryContext, type PlaygroundEntryModule } from './playgroundEntry';
import type { PlaygroundModel } from './types';

/** How far below (and above) the viewport the playground starts loading. */
const LOOKAHEAD = '300px 0px';

/** What the reader does that loads it at once: points at it or focuses into it. */
const URGENT_EVENTS = ['pointerover', 'focusin'] as const;

/** Calls `load` once, when the box comes near the viewport or the reader reaches into it; returns the cleanup. */
function whenNear(box: HTMLElement, load: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cleanup();
    load();
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) once();
        }, { rootMargin: LOOKAHEAD });
  const cleanup = () => {
    observer?.disconnect();
    for (const type of URGENT_EVENTS) box.removeEventListener(type, once, true);
  };
  for (const type of URGENT_EVENTS) box.addEventListener(type, once, true);
  if (observer) observer.observe(box);
  else once();
  return cleanup;
}

/**
 * A props playground's place on the page. The server renders its frame at its final size, with the first
 * code, so nothing moves when it comes alive; its controls, its component and its library's theme load as
 * one chunk of the page (its generated playground entry) when it comes near the viewport.
 */
export default function PlaygroundSlot({ model }: { model: PlaygroundModel }) {
  const loadEntry = React.useContext(PlaygroundEntryContext);
  const [entry, setEntry] = React.useState<PlaygroundEntryModule | null>(null);
  const [failed, setFailed] = React.useState(false);
  const box = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    const element = box.current;
    if (!element || !loadEntry || entry) return undefined;
    return whenNear(element, () => {
      loadEntry().then(
        (loaded) => React.startTransition(() => setEntry(loaded)),
        () => setFailed(true),
      );
    });
  }, [loadEntry, entry]);

  const component = entry?.components[model.key];
  const itemComponent = model.item ? entry?.components[model.item.key] : undefined;
  const Preview = entry?.previews[model.library];
  return (
    <PlaygroundFrame ref={box} id={model.id} aria-label={`${model.name} playground`} data-playground={model.name} data-playground-state={entry ? 'live' : 'waiting'} data-overlay={model.overlay ? '' : undefined}>
      <div className="playground-grid">
        {entry && component && Preview ? (
          <entry.Playground model={model} component={component} itemComponent={itemComponent} parts={entry.components} Preview={Preview} />
        ) : (
          <>
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
          </>
        )}
      </div>
    </PlaygroundFrame>
  );
}
