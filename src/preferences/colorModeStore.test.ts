// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_ATTRIBUTE } from './colorMode';
import { createColorModeStore, SERVER_COLOR_MODE, type ColorModeEnvironment } from './colorModeStore';

/** A browser of our own: storage, the OS preference (changeable) and window events. */
function fakeBrowser(stored: string | null, prefersDark: boolean) {
  const items = new Map<string, string>(stored === null ? [] : [['mui-mode', stored]]);
  const mediaListeners: Array<(event: { matches: boolean }) => void> = [];
  const windowListeners = new Map<string, Array<(event: StorageEvent) => void>>();
  const env: ColorModeEnvironment = {
    document,
    storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) },
    window: {
      getComputedStyle: window.getComputedStyle.bind(window),
      matchMedia: (() => ({ matches: prefersDark, addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => mediaListeners.push(listener) })) as unknown as Window['matchMedia'],
      addEventListener: ((type: string, listener: (event: StorageEvent) => void) => {
        windowListeners.set(type, [...(windowListeners.get(type) ?? []), listener]);
      }) as Window['addEventListener'],
    },
  };
  return {
    env,
    items,
    osChanges: (dark: boolean) => mediaListeners.forEach((listener) => listener({ matches: dark })),
    otherTab: (key: string | null, newValue: string | null) =>
      windowListeners.get('storage')?.forEach((listener) => listener({ key, newValue } as StorageEvent)),
  };
}

const attribute = () => document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);

afterEach(() => {
  document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE);
  document.body.className = '';
});

describe('the colour mode store', () => {
  it('reads the stored preference and the OS, with `system` for anything invalid', () => {
    expect(createColorModeStore(() => fakeBrowser('dark', false).env).getSnapshot()).toEqual({ mode: 'dark', systemMode: 'light' });
    expect(createColorModeStore(() => fakeBrowser('<script>', true).env).getSnapshot()).toEqual({ mode: 'system', systemMode: 'dark' });
    expect(createColorModeStore(() => fakeBrowser(null, false).env).getSnapshot()).toEqual({ mode: 'system', systemMode: 'light' });
    // On the server: the default preference, the OS unknown.
    expect(createColorModeStore(() => null).getSnapshot()).toBe(SERVER_COLOR_MODE);
  });

  it('stores a picked mode, applies it to the document at once and tells subscribers; same snapshot while unchanged', () => {
    const browser = fakeBrowser('light', false);
    const store = createColorModeStore(() => browser.env);
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.setMode('dark');
    expect(browser.items.get('mui-mode')).toBe('dark');
    expect(attribute()).toBe('dark');
    expect(document.body.classList.contains('mode-dark')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toEqual({ mode: 'dark', systemMode: 'light' });
    store.setMode('dark');
    expect(listener).toHaveBeenCalledTimes(1);
    // `system` follows the OS, now and when it changes.
    store.setMode('system');
    expect(attribute()).toBe('light');
    browser.osChanges(true);
    expect(store.getSnapshot()).toEqual({ mode: 'system', systemMode: 'dark' });
    expect(attribute()).toBe('dark');
  });

  it('follows another tab, and reads a cleared storage as `system`', () => {
    const browser = fakeBrowser('light', true);
    const store = createColorModeStore(() => browser.env);
    store.subscribe(() => undefined);
    browser.otherTab('mui-mode', 'dark');
    expect(store.getSnapshot().mode).toBe('dark');
    browser.otherTab('something-else', 'light');
    expect(store.getSnapshot().mode).toBe('dark');
    browser.otherTab(null, null);
    expect(store.getSnapshot().mode).toBe('system');
    expect(attribute()).toBe('dark');
  });

  it('still applies a mode when the storage refuses it', () => {
    const browser = fakeBrowser('light', false);
    browser.env.storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createColorModeStore(() => browser.env);
    expect(store.getSnapshot().mode).toBe('system');
    store.setMode('dark');
    expect(attribute()).toBe('dark');
  });
});
