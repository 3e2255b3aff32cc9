import * as React from 'react';
import { COLOR_SCHEME_ATTRIBUTE, type ColorModePreference } from '../preferences/colorMode';
import { STORAGE_KEYS } from '../site/constants';
import { useColorMode } from '../preferences/useColorMode';

/**
 * A library's CssVarsProvider set to the docs' colour mode: the same storage key, the same attribute on
 * <html>, `system` unless the reader picked a mode. Spread them into the provider, with FollowDocsColorMode
 * inside it.
 */
export const DOCS_COLOR_MODE_PROPS = { defaultMode: 'system', modeStorageKey: STORAGE_KEYS.colorMode, attribute: COLOR_SCHEME_ATTRIBUTE } as const;

/** What a library's `useColorScheme()` gives (Material UI's and Joy UI's have this shape). */
export interface LibraryColorScheme {
  mode?: ColorModePreference | undefined;
  setMode: (mode: ColorModePreference | null) => void;
}

/**
 * Keeps a library's CssVarsProvider in the docs' colour mode when the reader changes it in this tab
 * (storage events only cross tabs). Render it inside that provider, with its `useColorScheme`. It waits
 * for the store's client snapshot, so hydration never tells the library the server's `system`.
 */
export function FollowDocsColorMode({ useLibraryColorScheme }: { useLibraryColorScheme: () => LibraryColorScheme }) {
  const docs = useColorMode();
  const library = useLibraryColorScheme();
  const { setMode } = library;
  // While hydrating, the docs store still gives its server snapshot (the OS mode unknown, `system`): a
  // provider hydrated from server HTML would be told `system` for one commit and flash the OS mode.
  const known = docs.systemMode !== undefined;
  React.useEffect(() => {
    if (known && library.mode !== docs.mode) setMode(docs.mode);
  }, [known, docs.mode, library.mode, setMode]);
  return null;
}
