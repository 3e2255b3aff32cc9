// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { MessageBoundary } from './MessageBoundary.testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onDemand } from './onDemand';
import { noteNavigation } from '../demo/navigationWindow';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An IntersectionObserver the test drives: `nearViewport()` reports every observed element as intersecting. */
class ManualIntersectionObserver {
  static instances: ManualIntersectionObserver[] = [];
  private targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ManualIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  static nearViewport() {
    for (const observer of ManualIntersectionObserver.instances) {
      const entries = observer.targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const Label = React.createContext('light');

function Counter({ label }: { label: string }) {
  const [count, setCount] = React.useState(0);
  const mode = React.useContext(Label);
  return (
    <section>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {label} {mode} {count}
      </button>
    </section>
  );
}

/** A part the test hands over when it chooses, counting how often it was asked for. */
function deferredModule() {
  const part = {
    imports: 0,
    arrive: (): void => undefined,
    evaluate: () => {
      part.imports += 1;
      return new Promise<{ default: typeof Counter }>((resolve) => {
        part.arrive = () => resolve({ default: Counter });
      });
    },
  };
  return part;
}

const later = (ms = 10) =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });

describe('onDemand, for a part with props (a demo block)', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;
  beforeEach(() => {
    ManualIntersectionObserver.instances = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ManualIntersectionObserver;
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    if (root) act(() => root?.unmount());
    root = null;
    container.remove();
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  /** The server's HTML of the part, then the page hydrated around it. */
  async function hydrate(Part: React.ComponentType<{ label: string }>, mode = 'light') {
    container.innerHTML = renderToString(
      <div data-block-island="server" style={{ display: 'contents' }}>
        <Counter label="Save" />
      </div>,
    );
    const server = container.querySelector('button');
    root = await act(async () =>
      hydrateRoot(
        container,
        <Label.Provider value={mode}>
          <Part label="Save" />
        </Label.Provider>,
      ),
    );
    return server;
  }

  it('keeps the server’s HTML through updates, asking for nothing, until it nears the viewport; then renders with its props', async () => {
    const part = deferredModule();
    let readinessAsked = 0;
    const Part = onDemand<{ label: string }>(part.evaluate, {
      attribute: 'data-block-island',
      placeholderOnNavigation: false,
      useReadiness: () => () => {
        readinessAsked += 1;
        return Promise.resolve();
      },
    });
    const server = await hydrate(Part);
    // A context the part reads changes (a reader switching the colour mode): the server's HTML stays.
    act(() =>
      root?.render(
        <Label.Provider value="dark">
          <Part label="Save" />
        </Label.Provider>,
      ),
    );
    await later();
    expect(part.imports).toBe(0);
    expect(container.querySelector('button')).toBe(server);
    expect(server?.textContent).toBe('Save light 0');

    await act(async () => ManualIntersectionObserver.nearViewport());
    await later();
    expect(part.imports).toBe(1);
    await act(async () => part.arrive());
    await later();
    expect(readinessAsked).toBe(1);
    expect(container.querySelector('[data-block-island="live"] button')?.textContent).toBe('Save dark 0');
  });

  it('waits for what it must have ready (its demo) before it replaces the server’s HTML', async () => {
    const part = deferredModule();
    let demoReady: () => void = () => undefined;
    const Part = onDemand<{ label: string }>(part.evaluate, {
      attribute: 'data-block-island',
      placeholderOnNavigation: false,
      useReadiness: () => () =>
        new Promise<void>((resolve) => {
          demoReady = resolve;
        }),
    });
    const server = await hydrate(Part);
    await act(async () => ManualIntersectionObserver.nearViewport());
    await later();
    await act(async () => part.arrive());
    await later();
    expect(part.imports).toBe(1);
    expect(container.querySelector('button')).toBe(server);
    await act(async () => demoReady());
    await later();
    expect(container.querySelector('[data-block-island="live"] button')?.textContent).toBe('Save light 0');
  });

  it('clicks, once it is live, a button the reader pressed while its code was on its way', async () => {
    const part = deferredModule();
    const Part = onDemand<{ label: string }>(part.evaluate, { attribute: 'data-block-island', placeholderOnNavigation: false });
    const server = await hydrate(Part);
    await act(async () => {
      server?.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      server?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(part.imports).toBe(1);
    expect(server?.textContent).toBe('Save light 0');
    await act(async () => part.arrive());
    await later();
    const live = container.querySelector('[data-block-island="live"] button');
    expect(live).not.toBe(server);
    expect(live?.textContent).toBe('Save light 1');
  });

  it('reports a module that cannot be loaded to the nearest error boundary', async () => {
    const Part = onDemand<{ label: string }>(() => Promise.reject(new Error('offline')), { attribute: 'data-block-island', placeholderOnNavigation: false });
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      container.innerHTML = renderToString(
        <div data-block-island="server" style={{ display: 'contents' }}>
          <Counter label="Save" />
        </div>,
      );
      root = await act(async () =>
        hydrateRoot(
          container,
          <MessageBoundary>
            <Part label="Save" />
          </MessageBoundary>,
        ),
      );
      await act(async () => ManualIntersectionObserver.nearViewport());
      await later();
    } finally {
      console.error = consoleError;
    }
    expect(container.textContent).toBe('offline');
  });

  it('rendered for a client-side navigation, a frame asks for its code at once and renders when it arrives, wherever it is', async () => {
    const part = deferredModule();
    const Part = onDemand<{ label: string }>(part.evaluate, { attribute: 'data-block-island', placeholderOnNavigation: false });
    noteNavigation('start');
    root = createRoot(container);
    act(() => root?.render(<Part label="Next" />));
    expect(part.imports).toBe(1);
    expect(container.querySelector('[data-block-island="pending"]')).not.toBeNull();
    // No IntersectionObserver report: it does not wait for the viewport.
    await act(async () => part.arrive());
    await later();
    expect(container.querySelector('[data-block-island="live"] button')?.textContent).toBe('Next light 0');
    noteNavigation('end');
  });
});
