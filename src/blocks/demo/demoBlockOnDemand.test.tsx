// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoBlockOnDemand, themeStylesOnDemand } from './demoBlockOnDemand';
import { DemoComponentsContext, type BundledDemos } from './demoComponents';
import type { DemoProps } from './Demo';
import { readerPresence } from '../../site/readerPresence';
import { ControlledObserver, flush } from './onDemandTesting';
import { RENDERS_ON_CLIENT_ONLY } from './clientOnlyDemo';
import { CodePreferencesProvider } from '../../preferences/CodePreferencesProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PROPS = { demo: { name: 'Counter', options: {} }, productName: 'Material UI' } as unknown as DemoProps;

/** The block as its module renders it: a button that counts its clicks. */
function CounterBlock({ demo }: DemoProps) {
  const [count, setCount] = React.useState(0);
  return (
    <section>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {demo.name} {count}
      </button>
    </section>
  );
}


function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}


afterEach(() => {
  readerPresence.reset();
  vi.unstubAllGlobals();
  ControlledObserver.instances = [];
  document.body.innerHTML = '';
});

/** The server's HTML of the block, in a container, as a first visit receives it. */
function serverHtml(): HTMLElement {
  const ServerBlock = demoBlockOnDemand(() => ({ default: CounterBlock }), () => Promise.reject(new Error('not on the server')));
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ServerBlock {...PROPS} />);
  document.body.append(container);
  return container;
}

/** Hydrates the server's HTML with the block, inside `wrap` (the page's providers) when given. */
function hydrateBlock(container: HTMLElement, Block: React.ComponentType<DemoProps>, wrap: (block: React.ReactElement) => React.ReactElement = (block) => block) {
  return act(async () => hydrateRoot(container, wrap(<Block {...PROPS} />)));
}

/** The page's bundled demos around a block (DemoComponentsContext). */
const withDemos = (bundled: BundledDemos) => (block: React.ReactElement) => <DemoComponentsContext.Provider value={bundled}>{block}</DemoComponentsContext.Provider>;

describe('demoBlockOnDemand', () => {
  it('renders the whole block on the server', () => {
    const container = serverHtml();
    expect(container.querySelector('[data-demo-block] section button')?.textContent).toBe('Counter 0');
  });

  it('keeps the server’s HTML while hydrating and fetches the code only when the reader has acted and the block is near', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const container = serverHtml();
    const before = container.innerHTML;
    const serverButton = container.querySelector('button');
    const blockModule = deferred<{ default: React.ComponentType<DemoProps> }>();
    const load = vi.fn(() => blockModule.promise);
    const Block = demoBlockOnDemand(null, load);
    const prepare = vi.fn(() => Promise.resolve());
    const bundled = { Counter: { system: { component: Object.assign(() => null, { prepare }), imports: {} } } } as unknown as BundledDemos;
    const root = await hydrateBlock(container, Block, withDemos(bundled));
    expect(container.innerHTML).toBe(before);
    expect(load).not.toHaveBeenCalled();
    // Nobody has acted on the page yet: the block does not even watch the viewport.
    expect(ControlledObserver.instances).toHaveLength(0);
    act(() => window.dispatchEvent(new Event('pointermove')));
    expect(load).not.toHaveBeenCalled();
    act(() => ControlledObserver.instances[0]!.near());
    expect(load).toHaveBeenCalledTimes(1);
    // The demo's module gets ready too, so the live preview does not start as a placeholder.
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(serverButton);
    blockModule.resolve({ default: CounterBlock });
    await flush();
    // Replaced by the live block, which renders the same markup.
    expect(container.querySelector('button')).not.toBe(serverButton);
    expect(container.querySelector('[data-demo-block] > section > button')?.textContent).toBe('Counter 0');
    act(() => root.unmount());
  });

  it('answers a click on the server’s HTML once the live block is there', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const container = serverHtml();
    const blockModule = deferred<{ default: React.ComponentType<DemoProps> }>();
    const Block = demoBlockOnDemand(null, () => blockModule.promise);
    const root = await hydrateBlock(container, Block);
    const serverButton = container.querySelector('button')!;
    serverButton.focus();
    act(() => serverButton.click());
    blockModule.resolve({ default: CounterBlock });
    await flush();
    const liveButton = container.querySelector('[data-demo-block="live"] button');
    expect(liveButton).not.toBe(serverButton);
    expect(liveButton?.textContent).toBe('Counter 1');
    // The element the reader focused in the server's HTML keeps the focus.
    expect(document.activeElement).toBe(liveButton);
    act(() => root.unmount());
  });

  it('leaves the server’s HTML in place when the fetch fails, and tries again next time', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const container = serverHtml();
    let attempts = 0;
    const Block = demoBlockOnDemand(null, () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: CounterBlock });
    });
    const root = await hydrateBlock(container, Block);
    const serverButton = container.querySelector('button')!;
    act(() => window.dispatchEvent(new Event('wheel')));
    act(() => ControlledObserver.instances[0]!.near());
    await flush();
    expect(attempts).toBe(1);
    expect(container.querySelector('button')).toBe(serverButton);
    act(() => serverButton.dispatchEvent(new Event('pointerover', { bubbles: true })));
    await flush();
    expect(attempts).toBe(2);
    expect(container.querySelector('button')).not.toBe(serverButton);
    expect(container.querySelector('[data-demo-block="live"] button')?.textContent).toBe('Counter 0');
    act(() => root.unmount());
  });

  it('does not wait for the reader when its demo renders only in the browser (a grid: the server holds a placeholder)', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const container = serverHtml();
    const load = vi.fn(() => Promise.resolve({ default: CounterBlock }));
    const Block = demoBlockOnDemand(null, load);
    const grid = Object.assign(() => null, { [RENDERS_ON_CLIENT_ONLY]: true });
    const bundled = { Counter: { system: { component: grid, imports: {} } } } as unknown as BundledDemos;
    const root = await hydrateBlock(container, Block, withDemos(bundled));
    expect(readerPresence.hasActed()).toBe(false);
    act(() => ControlledObserver.instances[0]!.near());
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('does not wait for the reader when the reader chose another code language than the server showed', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    document.cookie = 'codeVariant=JS; path=/';
    const container = serverHtml();
    const load = vi.fn(() => Promise.resolve({ default: CounterBlock }));
    const Block = demoBlockOnDemand(null, load);
    const root = await hydrateBlock(container, Block, (block) => <CodePreferencesProvider>{block}</CodePreferencesProvider>);
    await flush();
    expect(readerPresence.hasActed()).toBe(false);
    act(() => ControlledObserver.instances.at(-1)!.near());
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    document.cookie = 'codeVariant=; path=/; max-age=0';
  });

  it('does not wait for the reader when its demo renders in a frame (the server writes the frame empty)', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    const container = serverHtml();
    const load = vi.fn(() => Promise.resolve({ default: CounterBlock }));
    const Block = demoBlockOnDemand(null, load);
    const framed = { ...PROPS, demo: { ...PROPS.demo, options: { iframe: true } } } as unknown as DemoProps;
    const root = await act(async () => hydrateRoot(container, <Block {...framed} />));
    act(() => ControlledObserver.instances[0]!.near());
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('does not wait for the reader when a link pointed to its demo', async () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    window.history.replaceState(null, '', '#Counter.tsx');
    const container = serverHtml();
    const load = vi.fn(() => Promise.resolve({ default: CounterBlock }));
    const Block = demoBlockOnDemand(null, load);
    const root = await hydrateBlock(container, Block);
    expect(readerPresence.hasActed()).toBe(false);
    act(() => ControlledObserver.instances[0]!.near());
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('after a client-side navigation, holds a little room until its code is here', async () => {
    const blockModule = deferred<{ default: React.ComponentType<DemoProps> }>();
    const Block = demoBlockOnDemand(null, () => blockModule.promise);
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Block {...PROPS} />));
    expect(container.innerHTML).toBe('<div data-demo-block="pending" style="display: contents;"><div style="min-height: 160px;"></div></div>');
    blockModule.resolve({ default: CounterBlock });
    await flush();
    expect(container.querySelector('[data-demo-block="live"] button')?.textContent).toBe('Counter 0');
    act(() => root.unmount());
  });
});

describe('themeStylesOnDemand', () => {
  it('renders nothing and fetches nothing when the server’s stylesheet defines the variables', async () => {
    const load = vi.fn(() => Promise.resolve(() => <style>loaded</style>));
    const Styles = themeStylesOnDemand(null, load, () => true);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Styles />));
    expect(container.innerHTML).toBe('');
    expect(load).not.toHaveBeenCalled();
    act(() => root.unmount());
  });

  it('fetches and renders the styles on a page the server did not style', async () => {
    const Styles = themeStylesOnDemand(null, () => Promise.resolve(() => <style>loaded</style>), () => false);
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Styles />));
    await flush();
    expect(container.innerHTML).toBe('<style>loaded</style>');
    act(() => root.unmount());
  });
});
