// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ControlledObserver, flush } from '../blocks/demo/onDemandTesting';
import { readerPresence } from '../site/readerPresence';
import PlaygroundSlot from './PlaygroundSlot';
import { PlaygroundEntryContext, type PlaygroundEntryModule, type PlaygroundEntrySource, type PlaygroundProps } from './playgroundEntry';
import type { PlaygroundModel } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const MODEL = {
  id: 'button-playground',
  name: 'Button',
  key: 'Button',
  library: 'material',
  item: null,
  overlay: null,
  initialCode: '<Button />',
  initialCodeHtml: '&lt;Button /&gt;',
} as unknown as PlaygroundModel;

/** A playground as its entry renders it: a switch that counts its presses, and the code. */
function CountingPlayground({ component: Component }: PlaygroundProps) {
  const [presses, setPresses] = React.useState(0);
  return (
    <>
      <div className="preview">
        <Component />
      </div>
      <button type="button" onClick={() => setPresses((value) => value + 1)}>
        Pressed {presses}
      </button>
    </>
  );
}

const ENTRY: PlaygroundEntryModule = {
  Playground: CountingPlayground,
  components: { Button: () => <span>The button</span> },
  previews: { material: ({ children }) => <>{children}</> },
};



afterEach(() => {
  readerPresence.reset();
  vi.unstubAllGlobals();
  ControlledObserver.instances = [];
  document.body.innerHTML = '';
});

function withSource(source: PlaygroundEntrySource) {
  return (
    <PlaygroundEntryContext.Provider value={source}>
      <PlaygroundSlot model={MODEL} />
    </PlaygroundEntryContext.Provider>
  );
}

/** The server's HTML of the playground, in a container, as a first visit receives it. */
function serverHtml(): HTMLElement {
  const container = document.createElement('div');
  // renderToString runs where `window` exists (jsdom); the slot asks the server's entry only without one.
  const windowDescriptor = Object.getOwnPropertyDescriptor(globalThis, 'window')!;
  Object.defineProperty(globalThis, 'window', { value: undefined, configurable: true });
  try {
    container.innerHTML = renderToString(withSource({ server: () => ENTRY, load: () => Promise.reject(new Error('not on the server')) }));
  } finally {
    Object.defineProperty(globalThis, 'window', windowDescriptor);
  }
  document.body.append(container);
  return container;
}

describe('PlaygroundSlot', () => {
  it('renders the whole playground on the server', () => {
    const container = serverHtml();
    expect(container.querySelector('[data-playground-state="server"] .preview')?.textContent).toBe('The button');
    expect(container.querySelector('button')?.textContent).toBe('Pressed 0');
  });

  it('keeps the server’s HTML while hydrating, and fetches the entry only once the reader has acted and it is near', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const container = serverHtml();
    const before = container.innerHTML;
    const serverButton = container.querySelector('button');
    const load = vi.fn(() => Promise.resolve(ENTRY));
    const root = await act(async () => hydrateRoot(container, withSource({ server: null, load })));
    expect(container.innerHTML).toBe(before);
    expect(ControlledObserver.instances).toHaveLength(0);
    act(() => window.dispatchEvent(new Event('pointermove')));
    expect(load).not.toHaveBeenCalled();
    act(() => ControlledObserver.instances[0]!.near());
    expect(load).toHaveBeenCalledTimes(1);
    await flush();
    expect(container.querySelector('[data-playground-state="live"] button')).not.toBe(serverButton);
    expect(container.querySelector('[data-playground-state="live"] button')?.textContent).toBe('Pressed 0');
    act(() => root.unmount());
  });

  it('answers a click on the server’s HTML once live, and keeps the focus there', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const container = serverHtml();
    let release: (entry: PlaygroundEntryModule) => void = () => undefined;
    const load = () =>
      new Promise<PlaygroundEntryModule>((resolve) => {
        release = resolve;
      });
    // Each test hydrates its own source: the cache of fetched entries is per source.
    const root = await act(async () => hydrateRoot(container, withSource({ server: null, load })));
    const serverButton = container.querySelector('button')!;
    serverButton.focus();
    act(() => serverButton.click());
    await act(async () => {
      release(ENTRY);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    const liveButton = container.querySelector('[data-playground-state="live"] button');
    expect(liveButton).not.toBe(serverButton);
    expect(liveButton?.textContent).toBe('Pressed 1');
    expect(document.activeElement).toBe(liveButton);
    act(() => root.unmount());
  });

  it('after a client-side navigation, holds its place with the first code and loads when near, without waiting for the reader', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const load = vi.fn(() => Promise.resolve(ENTRY));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(withSource({ server: null, load })));
    expect(container.querySelector('[data-playground-state="waiting"] [role="status"]')?.textContent).toContain('Loading the playground');
    expect(container.querySelector('code')?.innerHTML).toBe('&lt;Button /&gt;');
    act(() => ControlledObserver.instances[0]!.near());
    await flush();
    expect(container.querySelector('[data-playground-state="live"] button')?.textContent).toBe('Pressed 0');
    act(() => root.unmount());
  });
});
