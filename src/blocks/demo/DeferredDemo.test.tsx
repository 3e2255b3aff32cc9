// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { createDocsTheme } from '../../theme/docsTheme';

const log: string[] = [];
vi.mock('../../dataGrid/applyLicenseKey', () => ({
  applyMuiXLicenseKey: async () => {
    log.push('licence key set');
  },
}));

// jsdom has no matchMedia; the colour-scheme provider asks it for the system preference.
window.matchMedia = ((query: string) => ({
  matches: false,
  media: query,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
})) as unknown as typeof window.matchMedia;

describe('deferredDemo', () => {
  it('sets the MUI X licence key before the demo module (and its grid) loads', async () => {
    // Test files share their worker's modules: a fresh copy of the module imports the mocked key setter.
    vi.resetModules();
    const { deferredDemo } = await import('./DeferredDemo');
    const Demo = deferredDemo(async () => {
      log.push('demo module loaded');
      return { default: () => <p>grid</p> };
    }, 200);
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(
        <CssVarsProvider theme={createDocsTheme()}>
          <Demo />
        </CssVarsProvider>,
      ));
    await vi.waitFor(() => expect(container.textContent).toBe('grid'));
    expect(log).toEqual(['licence key set', 'demo module loaded']);
    act(() => root.unmount());
  });
});
