import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  applyColorModeToDocument,
  COLOR_SCHEME_ATTRIBUTE,
  colorModeScript,
  isColorModePreference,
  parseColorModePreference,
  resolveColorMode,
} from './colorMode';

// jsdom ships no type declarations (and @types/jsdom is not installed), so the few parts used here
// are typed by hand instead of `import { JSDOM } from 'jsdom'`, which strict type-checking rejects.
interface JsdomWindow extends Window {
  Function: FunctionConstructor;
  DOMException: typeof DOMException;
}
interface JsdomInstance {
  window: JsdomWindow;
}
type JsdomConstructor = new (html: string, options: { url: string; runScripts: 'outside-only' }) => JsdomInstance;
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

const STORAGE_KEY = 'mui-mode';
const LIGHT = '#ffffff';
const DARK = '#0b0d0e';

interface PageOptions {
  stored?: string;
  systemDark: boolean;
  /** Make reading `localStorage` itself throw, as browsers do when storage is blocked. */
  storageBlocked?: boolean;
}

function runScriptInPage({ stored, systemDark, storageBlocked = false }: PageOptions) {
  const dom = new JSDOM(
    '<!DOCTYPE html><html><head><meta name="theme-color" content="#123456"><meta name="theme-color" media="(prefers-color-scheme: dark)" content="#123456"></head><body class="mode-light mode-dark"></body></html>',
    { url: 'https://mui.com/material-ui/', runScripts: 'outside-only' },
  );
  const { window } = dom;
  if (stored !== undefined) window.localStorage.setItem(STORAGE_KEY, stored);
  const mediaQueries: string[] = [];
  window.matchMedia = ((query: string) => {
    mediaQueries.push(query);
    return { matches: systemDark } as MediaQueryList;
  }) as typeof window.matchMedia;
  const storage = window.localStorage;
  if (storageBlocked) {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new window.DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  }
  // The window's own Function constructor: the script sees the page's `window`, `document` and
  // `localStorage` as globals, as it does in the browser.
  const run = () => new window.Function(colorModeScript())();
  const document = window.document;
  const metas = () => Array.from(document.querySelectorAll('meta[name="theme-color"]')).map((m) => m.getAttribute('content'));
  return { run, window, document, storage, metas, mediaQueries };
}

describe('parseColorModePreference', () => {
  it.each(['light', 'dark', 'system'] as const)('keeps %s', (value) => {
    expect(parseColorModePreference(value)).toBe(value);
    expect(isColorModePreference(value)).toBe(true);
  });

  it.each([null, undefined, '', 'Dark', ' dark', 'auto', '<script>alert(1)</script>', '"dark"'])(
    'turns %j into system',
    (value) => {
      expect(parseColorModePreference(value)).toBe('system');
      expect(isColorModePreference(value)).toBe(false);
    },
  );
});

describe('resolveColorMode', () => {
  it('follows the OS for system', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });

  it('keeps an explicit choice whatever the OS prefers', () => {
    expect(resolveColorMode('light', true)).toBe('light');
    expect(resolveColorMode('dark', false)).toBe('dark');
  });
});

describe('applyColorModeToDocument', () => {
  it('sets the attribute, the body class and every theme-color meta', () => {
    const { document, metas } = runScriptInPage({ systemDark: false });
    applyColorModeToDocument('dark', document);
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('dark');
    expect(document.body.classList.contains('mode-dark')).toBe(true);
    expect(document.body.classList.contains('mode-light')).toBe(false);
    expect(metas()).toEqual([DARK, DARK]);

    applyColorModeToDocument('light', document);
    expect(document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE)).toBe('light');
    expect(Array.from(document.body.classList)).toEqual(['mode-light']);
    expect(metas()).toEqual([LIGHT, LIGHT]);
  });
});

describe('colorModeScript', () => {
  it('applies a stored dark preference', () => {
    const page = runScriptInPage({ stored: 'dark', systemDark: false });
    page.run();
    expect(page.document.documentElement.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(page.document.documentElement.style.colorScheme).toBe('dark');
    expect(Array.from(page.document.body.classList)).toEqual(['mode-dark']);
    expect(page.metas()).toEqual([DARK, DARK]);
    expect(page.storage.getItem(STORAGE_KEY)).toBe('dark');
  });

  it('keeps a stored light preference when the OS prefers dark', () => {
    const page = runScriptInPage({ stored: 'light', systemDark: true });
    page.run();
    expect(page.document.documentElement.getAttribute('data-mui-color-scheme')).toBe('light');
    expect(Array.from(page.document.body.classList)).toEqual(['mode-light']);
    expect(page.metas()).toEqual([LIGHT, LIGHT]);
  });

  it('follows the OS when nothing is stored', () => {
    const page = runScriptInPage({ systemDark: true });
    page.run();
    expect(page.document.documentElement.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(Array.from(page.document.body.classList)).toEqual(['mode-dark']);
    expect(page.metas()).toEqual([DARK, DARK]);
    expect(page.mediaQueries).toEqual(['(prefers-color-scheme: dark)']);
    expect(page.storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('follows a light OS for a stored system preference and keeps it stored', () => {
    const page = runScriptInPage({ stored: 'system', systemDark: false });
    page.run();
    expect(page.document.documentElement.getAttribute('data-mui-color-scheme')).toBe('light');
    expect(page.metas()).toEqual([LIGHT, LIGHT]);
    expect(page.storage.getItem(STORAGE_KEY)).toBe('system');
  });

  it('treats an injected value as system and removes it from storage', () => {
    const page = runScriptInPage({ stored: '<script>alert(1)</script>', systemDark: true });
    page.run();
    expect(page.document.documentElement.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(Array.from(page.document.body.classList)).toEqual(['mode-dark']);
    expect(page.document.querySelectorAll('script')).toHaveLength(0);
    expect(page.storage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('still applies the OS mode when localStorage throws on access', () => {
    const page = runScriptInPage({ stored: 'light', systemDark: true, storageBlocked: true });
    expect(() => page.window.localStorage).toThrow();
    expect(page.run).not.toThrow();
    expect(page.document.documentElement.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(Array.from(page.document.body.classList)).toEqual(['mode-dark']);
    expect(page.metas()).toEqual([DARK, DARK]);
  });

  it('applies light when matchMedia is missing and nothing is stored', () => {
    const page = runScriptInPage({ systemDark: true });
    Reflect.deleteProperty(page.window, 'matchMedia');
    page.run();
    expect(page.document.documentElement.getAttribute('data-mui-color-scheme')).toBe('light');
    expect(page.metas()).toEqual([LIGHT, LIGHT]);
  });
});
