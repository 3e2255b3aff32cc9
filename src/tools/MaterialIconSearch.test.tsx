// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Experimental_CssVarsProvider as CssVarsProvider } from '@mui/material/styles';
import { createDocsTheme } from '../theme/docsTheme';
import MaterialIconSearch from './MaterialIconSearch';
import { materialIconIndexUrl, type MaterialIconIndexFile, type MaterialIconRecord, type MaterialIconTheme } from './materialIconData';

function withTheme(children: React.ReactNode) {
  return <CssVarsProvider theme={createDocsTheme()}>{children}</CssVarsProvider>;
}

const SQUARE = 'M4 4h16v16H4z';
/** 150 "Tile" icons (more than a page), an "Alarm" and an "AccessAlarm". */
function records(): MaterialIconRecord[] {
  const tiles: MaterialIconRecord[] = Array.from({ length: 150 }, (_, index) => [`Tile${String(index).padStart(3, '0')}`, [SQUARE]]);
  return [['AccessAlarm', [SQUARE, ['circle', { cx: '12', cy: '12', r: '3' }]]], ['Alarm', [SQUARE]], ...tiles];
}

function indexFile(theme: MaterialIconTheme): MaterialIconIndexFile {
  return { format: 1, packageVersion: '5.15.1', theme, icons: records() };
}

describe('MaterialIconSearch in the browser', () => {
  let container: HTMLDivElement;
  let root: Root | null = null;

  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
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
    vi.useRealTimers();
  });

  const settle = async () => {
    for (let i = 0; i < 5; i += 1) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
  };

  async function mount() {
    const fetchMock = vi.fn((url: string) => {
      const theme = (['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const).find((option) => materialIconIndexUrl(option) === url);
      return Promise.resolve({
        ok: Boolean(theme),
        status: theme ? 200 : 404,
        url,
        json: () => Promise.resolve(theme ? indexFile(theme) : {}),
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => {
      root = createRoot(container);
      root.render(withTheme(<MaterialIconSearch />));
    });
    await settle();
    return fetchMock;
  }

  const tiles = () => [...container.querySelectorAll('.MaterialIconSearch-name')].map((node) => node.textContent);
  const summary = () => container.querySelector('[data-testid="material-icon-summary"]')?.textContent;
  const click = async (element: Element | null | undefined) => {
    await act(async () => {
      (element as HTMLElement).click();
    });
    await settle();
  };
  const type = async (text: string) => {
    const input = container.querySelector<HTMLInputElement>('#material-icon-search')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 250));
    });
    await settle();
  };

  it('fetches the filled theme only and shows the first page of icons', async () => {
    const fetchMock = await mount();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/static/material-icons/filled.json', expect.anything());
    expect(summary()).toBe('152 filled icons');
    expect(tiles()).toHaveLength(120);
    expect(container.querySelectorAll('svg circle')).toHaveLength(1);
    const more = [...container.querySelectorAll('button')].find((button) => button.textContent === 'Show more');
    await click(more);
    expect(tiles()).toHaveLength(152);
  });

  it('filters by name after a pause in typing', async () => {
    await mount();
    await type('ALARM');
    expect(tiles()).toEqual(['Alarm', 'AccessAlarm']);
    expect(summary()).toBe('2 icons match “ALARM”');
    await type('nothing like it');
    expect(tiles()).toEqual([]);
    expect(summary()).toContain('No icon matches');
  });

  it('loads another theme when chosen, and shows the import line of the theme module', async () => {
    const fetchMock = await mount();
    await click(container.querySelector('input[value="Outlined"]'));
    expect(fetchMock).toHaveBeenLastCalledWith('/static/material-icons/outlined.json', expect.anything());
    await type('access');
    await click(container.querySelector('[aria-haspopup="dialog"]'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain("import AccessAlarmOutlinedIcon from '@mui/icons-material/AccessAlarmOutlined';");
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await click([...dialog!.querySelectorAll('button')].find((button) => button.textContent === 'Copy import'));
    expect(writeText).toHaveBeenCalledWith("import AccessAlarmOutlinedIcon from '@mui/icons-material/AccessAlarmOutlined';");
    expect(dialog?.textContent).toContain('Copied to the clipboard.');
  });

  it('offers to try again when the file cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    container = document.createElement('div');
    document.body.appendChild(container);
    await act(async () => {
      root = createRoot(container);
      root.render(withTheme(<MaterialIconSearch />));
    });
    await settle();
    expect(summary()).toBe('The icons could not be loaded.');
    expect([...container.querySelectorAll('button')].some((button) => button.textContent === 'Try again')).toBe(true);
  });
});
