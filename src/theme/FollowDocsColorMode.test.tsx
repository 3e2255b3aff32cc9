// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ColorModePreference } from '../preferences/colorMode';
import { STORAGE_KEYS } from '../site/constants';
import type { LibraryColorScheme } from './FollowDocsColorMode';

/**
 * The component with a fresh colour mode store: the page's store is a module singleton, which another test
 * file in the same worker may already have started with its own storage.
 */
async function freshFollowDocsColorMode() {
  vi.resetModules();
  return (await import('./FollowDocsColorMode')).FollowDocsColorMode;
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A library's colour scheme as its provider would hold it: read from the same storage key. */
function libraryReadingStorage(calls: Array<ColorModePreference | null>) {
  return function useLibraryColorScheme(): LibraryColorScheme {
    const [mode, setModeState] = React.useState<ColorModePreference | undefined>(() =>
      typeof window === 'undefined' ? undefined : ((window.localStorage.getItem(STORAGE_KEYS.colorMode) as ColorModePreference | null) ?? 'system'),
    );
    const setMode = React.useCallback((next: ColorModePreference | null) => {
      calls.push(next);
      setModeState(next ?? 'system');
    }, []);
    return { mode, setMode };
  };
}

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('FollowDocsColorMode', () => {
  it('never tells a provider hydrated from server HTML the server snapshot’s `system`', async () => {
    window.localStorage.setItem(STORAGE_KEYS.colorMode, 'dark');
    const FollowDocsColorMode = await freshFollowDocsColorMode();
    const calls: Array<ColorModePreference | null> = [];
    const useLibraryColorScheme = libraryReadingStorage(calls);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FollowDocsColorMode useLibraryColorScheme={useLibraryColorScheme} />);
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <FollowDocsColorMode useLibraryColorScheme={useLibraryColorScheme} />);
    });
    expect(calls).not.toContain('system');
    expect(calls).toEqual([]);
  });

  it('tells the provider the docs’ mode once the client snapshot is known', async () => {
    window.localStorage.setItem(STORAGE_KEYS.colorMode, 'dark');
    const FollowDocsColorMode = await freshFollowDocsColorMode();
    const calls: Array<ColorModePreference | null> = [];
    // A provider that has not read the storage (mode unknown) is set to the docs' stored mode.
    const useLibraryColorScheme = (): LibraryColorScheme => {
      const [mode, setModeState] = React.useState<ColorModePreference | undefined>('light');
      return {
        mode,
        setMode: (next) => {
          calls.push(next);
          setModeState(next ?? 'system');
        },
      };
    };
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      createRoot(container).render(<FollowDocsColorMode useLibraryColorScheme={useLibraryColorScheme} />);
    });
    expect(calls).toEqual(['dark']);
  });
});
