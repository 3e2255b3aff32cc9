// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { demoOnDemand } from './demoOnDemand';

// React's act() environment, as testing libraries set it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('demoOnDemand after a client-side navigation', () => {
  it('renders a placeholder first, without running the module, then the demo once it is near the viewport', async () => {
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
    act(() => root.unmount());
    container.remove();
  });
});
