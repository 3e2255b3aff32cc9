// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { createDocsTheme } from '../theme/docsTheme';
import { ErrorDecoder, ErrorDecoderView, type DecoderState } from './ErrorDecoder';
import { ERROR_CODES_URL } from './decodeError';

const HOSTILE = '<img src=x onerror=alert(1)>';
const CODES = { '9': 'MUI: Unsupported `%s` color.', '11': 'MUI: The color%s provided is invalid, `%s` property.' };

function withTheme(children: React.ReactNode) {
  return <CssVarsProvider theme={createDocsTheme()}>{children}</CssVarsProvider>;
}

function renderState(state: DecoderState): string {
  return renderToString(withTheme(<ErrorDecoderView state={state} />));
}

describe('ErrorDecoder on the server', () => {
  it('renders the loading state only', () => {
    const html = renderToString(withTheme(<ErrorDecoder />));
    expect(html).toContain('Loading the error messages…');
    expect(html).not.toContain('decoded-error');
  });

  it('renders each state as text', () => {
    expect(renderState({ status: 'failed' })).toContain('reload the page');
    expect(renderState({ status: 'no-code', invalidCode: null })).toContain('links to this page with its code and arguments');
    expect(renderState({ status: 'no-code', invalidCode: HOSTILE })).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(renderState({ status: 'unknown', code: '999' })).toContain('No error with code <!-- -->999<!-- --> is known for these versions.');
    const html = renderState({ status: 'decoded', code: '9', text: `MUI: Unsupported \`${HOSTILE}\` color.`, missing: 0, args: [HOSTILE] });
    expect(html).toContain('data-testid="decoded-error"');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('ErrorDecoder in the browser', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // jsdom has no matchMedia; the colour-scheme provider asks it for the system mode.
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    vi.unstubAllGlobals();
  });

  async function mount(search: string, respond: () => Promise<unknown>) {
    window.history.replaceState(null, '', `/production-error/${search}`);
    const fetchMock = vi.fn(respond);
    vi.stubGlobal('fetch', fetchMock);
    container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => {
      root = createRoot(container);
      root.render(withTheme(<ErrorDecoder />));
    });
    for (let i = 0; i < 5; i += 1) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
    return fetchMock;
  }

  const ok = () => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(CODES) });

  it('decodes the code and arguments of the URL, keeping markup inert', async () => {
    const fetchMock = await mount(`?code=9&args[]=${encodeURIComponent(HOSTILE)}`, ok);
    expect(fetchMock).toHaveBeenCalledWith(ERROR_CODES_URL, expect.anything());
    expect(container.querySelector('[data-testid="decoded-error"]')?.textContent).toBe(`MUI: Unsupported \`${HOSTILE}\` color.`);
    expect(container.textContent).toContain('The original text of error 9:');
    expect(container.querySelector('[data-testid="error-arguments"]')?.textContent).toBe(HOSTILE);
    expect(container.querySelector('img')).toBeNull();
  });

  it('notes missing arguments', async () => {
    await mount('?code=11&args[]=%20(primary)', ok);
    expect(container.querySelector('[data-testid="decoded-error"]')?.textContent).toBe(
      'MUI: The color (primary) provided is invalid, `[missing argument]` property.',
    );
    expect(container.querySelector('[role="note"]')?.textContent).toContain('lacks 1 argument');
  });

  it('says when the code is unknown', async () => {
    await mount('?code=4321', ok);
    expect(container.textContent).toContain('No error with code 4321 is known for these versions.');
  });

  it('explains the page when the URL has no code, without fetching', async () => {
    const fetchMock = await mount('', ok);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.textContent).toContain('This link has no error code');
  });

  it('asks for a reload when the messages cannot be loaded', async () => {
    await mount('?code=9', () => Promise.resolve({ ok: false, status: 404, json: () => Promise.resolve({}) }));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('reload the page');
    await act(async () => root?.unmount());
    root = null;
    await mount('?code=9', () => Promise.reject(new TypeError('offline')));
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('could not be loaded');
  });
});
