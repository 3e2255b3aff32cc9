// @vitest-environment jsdom
import * as React from 'react';
import type * as ReactModule from 'react';
import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { demoOnDemand } from './demoOnDemand';
import { noteNavigation } from './navigationWindow';
import { pageDemos, type PageDemosModule } from './pageDemos';
import { readerPresence } from '../../site/readerPresence';

// A switch that makes React.startTransition drop its update, as React 18 can lose one that arrives
// during another long render.
const lostTransitions = vi.hoisted(() => ({ on: false, calls: 0 }));
vi.mock('react', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactModule>();
  const startTransition = (scope: () => void) => {
    lostTransitions.calls += 1;
    if (!lostTransitions.on) actual.startTransition(scope);
  };
  return { ...actual, default: { ...actual, startTransition }, startTransition };
});

// React's act() environment, as testing libraries set it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Unmounts the demo, then closes the navigation's window, which closes a moment after it completes. */
function unmountAndEndNavigation(root: Root, container: HTMLElement): void {
  act(() => root.unmount());
  container.remove();
  vi.useFakeTimers();
  noteNavigation('end');
  vi.advanceTimersByTime(1000);
  vi.useRealTimers();
}

describe('demoOnDemand on the client', () => {
  it('renders a placeholder first, without running the module, then the demo once it is near the viewport', async () => {
    noteNavigation('start');
    let runs = 0;
    const Demo = demoOnDemand(() => {
      runs += 1;
      return { default: () => <button type="button">Press</button> };
    });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    // jsdom has no IntersectionObserver: the demo counts as near at once, and still comes alive only
    // after the render that showed the page.
    act(() => root.render(<Demo />));
    expect(container.innerHTML).toBe('<div data-demo-island="pending" style="display: contents;"><div style="min-height: 96px;"></div></div>');
    expect(runs).toBe(0);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(runs).toBe(1);
    expect(container.querySelector('[data-demo-island="live"] button')?.textContent).toBe('Press');
    unmountAndEndNavigation(root, container);
  });

  it('renders at once when mounted on a page already shown (a reader switching a demo’s styling)', () => {
    const Demo = demoOnDemand(() => ({ default: () => <button type="button">Tailwind</button> }));
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() => root.render(<Demo />));
    expect(container.querySelector('[data-demo-island="live"] button')?.textContent).toBe('Tailwind');
    act(() => root.unmount());
  });

  it('still comes alive when React loses the transition that was to render it (a plain update follows)', async () => {
    noteNavigation('start');
    lostTransitions.on = true;
    lostTransitions.calls = 0;
    const Demo = demoOnDemand(() => ({ default: () => <button type="button">Late</button> }));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<Demo />));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(lostTransitions.calls).toBe(1);
    expect(container.querySelector('[data-demo-island="pending"]')).not.toBeNull();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2100));
    });
    expect(container.querySelector('[data-demo-island="live"] button')?.textContent).toBe('Late');
    lostTransitions.on = false;
    unmountAndEndNavigation(root, container);
  });

  it("mounted before its page's bundle has arrived, waits for it in a placeholder, then comes alive", async () => {
    let release: (bundle: PageDemosModule) => void = () => undefined;
    let imports = 0;
    const demo = pageDemos(null, () => {
      imports += 1;
      return new Promise<PageDemosModule>((resolve) => {
        release = resolve;
      });
    });
    const Demo = demoOnDemand(demo('./demos/Late'));
    const Other = demoOnDemand(demo('./demos/Other'));
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() =>
      root.render(
        <>
          <Demo />
          <Other />
        </>,
      ),
    );
    expect(container.querySelectorAll('[data-demo-island="pending"]')).toHaveLength(2);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // Both demos asked; the page's bundle is fetched once.
    expect(imports).toBe(1);
    expect(container.querySelector('[data-demo-island="live"]')).toBeNull();
    await act(async () => {
      release({
        entries: {
          './demos/Late': () => ({ default: () => <button type="button">Arrived</button>, imports: {} }),
          './demos/Other': () => ({ default: () => <span>Other</span>, imports: { react: React } }),
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(container.querySelector('[data-demo-island="live"] button')?.textContent).toBe('Arrived');
    expect(container.querySelectorAll('[data-demo-island="live"]')).toHaveLength(2);
    // Once here, a demo mounted later is live at once, and the live editor's scope comes from the same entry.
    const later = document.createElement('div');
    const laterRoot = createRoot(later);
    const Again = demoOnDemand(demo('./demos/Other'));
    act(() => laterRoot.render(<Again />));
    expect(later.querySelector('[data-demo-island="live"] span')?.textContent).toBe('Other');
    expect(await demo('./demos/Other').imports()).toEqual({ react: React });
    act(() => laterRoot.unmount());
    act(() => root.unmount());
    container.remove();
  });

  it('reports a bundle that could not be fetched through the error boundary, and fetches it again next time', async () => {
    let attempts = 0;
    const demo = pageDemos(null, () => {
      attempts += 1;
      return Promise.reject(new Error('offline'));
    });
    const Demo = demoOnDemand(demo('./demos/D'));
    class Boundary extends React.Component<{ children: React.ReactNode }, { error: string | null }> {
      state = { error: null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      render() {
        return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
      }
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() =>
      root.render(
        <Boundary>
          <Demo />
        </Boundary>,
      ),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('offline');
    await expect(demo('./demos/D').load()).rejects.toThrow('offline');
    expect(attempts).toBe(2);
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('hydrated from the server’s HTML, fetches its page’s bundle only once the reader acts on the page', async () => {
    readerPresence.reset();
    const serverDemo = demoOnDemand(() => ({ default: () => <button type="button">Server</button> }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(React.createElement(serverDemo));
    document.body.append(container);
    const before = container.innerHTML;
    let imports = 0;
    const demo = pageDemos(null, () => {
      imports += 1;
      return Promise.resolve({ entries: { './demos/Server': () => ({ default: () => <button type="button">Server</button>, imports: {} }) } });
    });
    const Demo = demoOnDemand(demo('./demos/Server'));
    const root = await act(async () => hydrateRoot(container, <Demo />));
    // jsdom has no IntersectionObserver, so the demo counts as near; it still waits for the reader.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(imports).toBe(0);
    expect(container.innerHTML).toBe(before);
    await act(async () => {
      window.dispatchEvent(new Event('wheel'));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(imports).toBe(1);
    expect(container.querySelector('[data-demo-island="live"] button')?.textContent).toBe('Server');
    act(() => root.unmount());
    container.remove();
    readerPresence.reset();
  });
});
