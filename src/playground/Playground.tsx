import * as React from 'react';
import { copyToClipboard } from '../blocks/codeCopy/copyToClipboard';
import { DemoErrorBoundary } from '../blocks/demo/DemoErrorBoundary';
import { COPIED_LABEL_MS } from '../site/constants';
import { escapeHtmlText } from '../site/escapeHtml';
import { changedProps, changeSummary, childrenOf, playgroundCode } from './playgroundCode';
import { CodeCell, ControlsCell, PreviewCell, visuallyHidden } from './playgroundFrame';
import { PlaygroundControls } from './PlaygroundControls';
import { OverlayStage, type OverlayPlaces } from './OverlayStage';
import { CodeBarButton, TextButton } from './nativeControls';
import { useKeyboardScrollable } from './useKeyboardScrollable';
import type { PlaygroundProps } from './playgroundEntry';
import { initialState, type PlaygroundFixedValue, type PlaygroundNode, type PlaygroundState, type PlaygroundValue } from './types';

type Highlighter = (code: string, language: 'jsx') => string;
const loadHighlightCode = () => import('../blocks/demo/highlightCode');

/**
 * A node of the sample markup as React elements: the library's parts from the page's entry, or HTML
 * elements. `spread` comes before the node's own props (a render prop's argument).
 */
function renderNode(node: PlaygroundNode, key: number, parts: Readonly<Record<string, React.ElementType>>, spread: object = {}): React.ReactNode {
  if (typeof node === 'string') return node;
  const type: React.ElementType | undefined = node.key ? parts[node.key] : (node.name as keyof React.JSX.IntrinsicElements);
  if (!type) throw new Error(`The playground's part ${node.name} is missing from the page's entry.`);
  const children = node.children.map((child, index) => renderNode(child, index, parts));
  return React.createElement(type, { ...spread, key, ...node.props }, ...children);
}

/** The render props as functions that render their element with the argument spread first. */
function renderProps(renders: PlaygroundProps['model']['renders'], parts: Readonly<Record<string, React.ElementType>>): Record<string, (argument: object) => React.ReactNode> {
  return Object.fromEntries(Object.entries(renders ?? {}).map(([prop, element]) => [prop, (argument: object) => renderNode(element, 0, parts, argument)]));
}

/** The props the preview passes: the fixed ones and every control's value that is set. */
function previewProps(model: PlaygroundProps['model'], state: PlaygroundState): Record<string, PlaygroundFixedValue> {
  const props: Record<string, PlaygroundFixedValue> = { ...model.fixed };
  for (const control of model.controls) {
    const value = state[control.prop];
    if (control.prop !== 'children' && value !== null && value !== undefined) props[control.prop] = value;
  }
  return props;
}

/** What an overlay's preview passes besides its props: how it closes, its anchor, and where it is portalled. */
function overlayProps(model: PlaygroundProps['model'], places: OverlayPlaces, close: () => void): Record<string, unknown> {
  const overlay = model.overlay;
  if (!overlay) return {};
  return {
    ...(overlay.close ? { [overlay.close]: close } : {}),
    ...(overlay.anchor ? { [overlay.anchor]: places.anchorEl } : {}),
    ...(places.container ? { container: places.container } : {}),
  };
}

/**
 * A component's props playground, live: its preview in the library's theme (`Preview`), the controls
 * derived from its API at build time, and the JSX of what is shown, which says only the props that differ
 * from the component's defaults. Each change is announced briefly (politely) in the code panel.
 */
export function Playground({ model, component: Component, itemComponent: Item, parts = {}, Preview }: PlaygroundProps) {
  const [state, setState] = React.useState<PlaygroundState>(() => initialState(model.controls));
  const [announcement, setAnnouncement] = React.useState('');
  const previewCell = React.useRef<HTMLDivElement>(null);
  const scrollableProps = useKeyboardScrollable(previewCell, `${model.name} preview`);
  const [copied, setCopied] = React.useState(false);
  const code = playgroundCode(model, state);
  // The first code comes highlighted from the build; Prism loads with the first change (or as the reader
  // reaches for a control), not with the page. Until it arrives, the changed code shows as plain text.
  const [highlight, setHighlight] = React.useState<Highlighter | null>(null);
  const loadHighlighter = React.useCallback(() => {
    if (highlight) return;
    loadHighlightCode().then(
      (module) => setHighlight(() => module.highlightCode),
      () => undefined, // the code stays readable as plain text
    );
  }, [highlight]);
  const changed = code !== model.initialCode;
  React.useEffect(() => {
    if (changed) loadHighlighter();
  }, [changed, loadHighlighter]);
  const html = React.useMemo(() => {
    if (!changed) return model.initialCodeHtml;
    if (!highlight) return escapeHtmlText(code);
    try {
      return highlight(code, 'jsx');
    } catch {
      return escapeHtmlText(code);
    }
  }, [changed, code, highlight, model.initialCodeHtml]);

  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const change = (prop: string, value: PlaygroundValue | null) => {
    const next = { ...state, [prop]: value };
    setState(next);
    setAnnouncement(changeSummary(prop, value, changedProps(model, next).length));
  };
  const reset = () => {
    setState(initialState(model.controls));
    setAnnouncement('All props are back to their first values.');
  };

  const children = childrenOf(model, state);
  const renderComponent = (extra: Record<string, unknown>) => (
    <DemoErrorBoundary key={code} name={`${model.name} playground`}>
      {/* No children at all when there are none: some components (Chip) refuse even `children={null}`. */}
      <Component {...previewProps(model, state)} {...renderProps(model.renders, parts)} {...extra}>
        {model.markup && model.markup.length > 0
          ? // One node is passed alone, not in a list: a Tooltip takes exactly one child element.
            model.markup.length === 1
            ? renderNode(model.markup[0]!, 0, parts)
            : model.markup.map((node, index) => renderNode(node, index, parts))
          : children === null
          ? undefined
          : Array.isArray(children)
          ? children.map((text, index) =>
              Item && model.item ? (
                <Item
                  key={index}
                  {...(model.item.value ? { value: text } : {})}
                  {...(model.item.prop ? { [model.item.prop]: text } : { children: text })}
                />
              ) : (
                <div key={index} className="playground-item">
                  {text}
                </div>
              ),
            )
          : children}
      </Component>
    </DemoErrorBoundary>
  );
  const overlay = model.overlay;
  return (
    <>
      <PreviewCell ref={previewCell} data-playground-preview={model.name} data-overlay-contain={overlay?.contain ? '' : undefined} {...scrollableProps}>
        <Preview>
          {overlay ? (
            <OverlayStage overlay={overlay} name={model.name} open={state.open === true} onOpenChange={(open) => change('open', open)}>
              {(places) => renderComponent(overlayProps(model, places, () => change('open', false)))}
            </OverlayStage>
          ) : (
            renderComponent({})
          )}
        </Preview>
      </PreviewCell>
      <ControlsCell data-playground-controls={model.name} onPointerEnter={loadHighlighter} onFocus={loadHighlighter}>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <strong style={{ fontSize: '0.875rem' }}>Props</strong>
          <TextButton type="button" onClick={reset} aria-label={`Reset the ${model.name} playground's props`}>
            Reset
          </TextButton>
        </div>
        <PlaygroundControls id={model.id} controls={model.controls} state={state} onChange={change} />
      </ControlsCell>
      <CodeCell data-demo-code={model.id} data-playground-code={model.name}>
        <div className="playground-code-bar">
          <span>JSX</span>
          <CodeBarButton
            type="button"
            onClick={async () => setCopied(await copyToClipboard(code))}
            aria-label={`Copy the ${model.name} playground's code`}
            data-copied={copied ? 'true' : undefined}
          >
            {copied ? 'Copied' : 'Copy'}
          </CodeBarButton>
        </div>
        <pre className="language-jsx" dir="ltr" tabIndex={0} aria-label={`Code of the ${model.name} playground`}>
          <code className="language-jsx" dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
        <div role="status" aria-live="polite" style={visuallyHidden} data-playground-announcement="">
          {announcement}
        </div>
      </CodeCell>
    </>
  );
}
