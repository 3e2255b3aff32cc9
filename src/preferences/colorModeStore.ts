import { STORAGE_KEYS } from '../site/constants';
import { applyColorModeToDocument, parseColorModePreference, resolveColorMode, type ColorMode, type ColorModePreference } from './colorMode';

/** The reader's colour mode preference and what the OS prefers (unknown on the server). */
export interface ColorModeState {
  mode: ColorModePreference;
  systemMode: ColorMode | undefined;
}

const MEDIA_QUERY = '(prefers-color-scheme: dark)';

/** Turns off transitions for one frame while the mode switches, so nothing fades between the modes. */
const NO_TRANSITIONS = '*{-webkit-transition:none!important;transition:none!important}';

/** What the server renders with: the default preference, the OS unknown. */
export const SERVER_COLOR_MODE: ColorModeState = { mode: 'system', systemMode: undefined };

export interface ColorModeEnvironment {
  window: Pick<Window, 'addEventListener' | 'matchMedia' | 'getComputedStyle'>;
  document: Document;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/**
 * The colour mode (DESIGN B5) as one store for the page: the preference in localStorage `mui-mode`
 * (`light`, `dark` or `system`; anything else reads as `system`), the OS preference, a change made in
 * another tab, and the document's attribute, body class and theme-color metas kept in step. The inline
 * script of colorModeScript() applies the stored mode before the first paint; this store takes over once
 * the page runs.
 */
export function createColorModeStore(environment: () => ColorModeEnvironment | null) {
  let state: ColorModeState | null = null;
  const listeners = new Set<() => void>();

  const readStorage = (env: ColorModeEnvironment): ColorModePreference => {
    try {
      return parseColorModePreference(env.storage?.getItem(STORAGE_KEYS.colorMode));
    } catch {
      return 'system';
    }
  };

  const apply = (env: ColorModeEnvironment, next: ColorModeState, withoutTransitions: boolean) => {
    const previous = state;
    state = next;
    const resolved = next.systemMode ? resolveColorMode(next.mode, next.systemMode === 'dark') : next.mode === 'system' ? undefined : next.mode;
    const before = previous ? (previous.systemMode ? resolveColorMode(previous.mode, previous.systemMode === 'dark') : undefined) : undefined;
    if (resolved && resolved !== before) {
      let style: HTMLStyleElement | null = null;
      if (withoutTransitions && env.document.head) {
        style = env.document.createElement('style');
        style.textContent = NO_TRANSITIONS;
        env.document.head.appendChild(style);
      }
      applyColorModeToDocument(resolved, env.document);
      if (style) {
        env.window.getComputedStyle(env.document.body); // applies the mode with transitions off
        const added = style;
        setTimeout(() => added.remove(), 1);
      }
    }
    listeners.forEach((listener) => listener());
  };

  const start = (): ColorModeState => {
    if (state) return state;
    const env = environment();
    if (!env) return SERVER_COLOR_MODE;
    const media = env.window.matchMedia?.(MEDIA_QUERY);
    state = { mode: readStorage(env), systemMode: media?.matches ? 'dark' : 'light' };
    media?.addEventListener?.('change', (event) => {
      if (state) apply(env, { ...state, systemMode: event.matches ? 'dark' : 'light' }, false);
    });
    env.window.addEventListener('storage', (event) => {
      // Another tab changed the preference (or cleared the storage: back to `system`).
      if (state && (event.key === STORAGE_KEYS.colorMode || event.key === null)) {
        const mode = parseColorModePreference(event.key === null ? null : event.newValue);
        if (mode !== state.mode) apply(env, { ...state, mode }, true);
      }
    });
    return state;
  };

  return {
    getSnapshot: (): ColorModeState => start(),
    getServerSnapshot: (): ColorModeState => SERVER_COLOR_MODE,
    subscribe(listener: () => void): () => void {
      start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The reader picks a mode: stored, applied to the document at once (without transitions), told to subscribers. */
    setMode(mode: ColorModePreference): void {
      const env = environment();
      const current = start();
      if (!env || mode === current.mode) return;
      try {
        env.storage?.setItem(STORAGE_KEYS.colorMode, mode);
      } catch {
        // Storage refused (private mode, quota): the mode still applies to this page.
      }
      apply(env, { ...current, mode }, true);
    },
  };
}

function browserEnvironment(): ColorModeEnvironment | null {
  if (typeof window === 'undefined') return null;
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return { window, document, storage };
}

/** The page's colour mode store. */
export const colorModeStore = createColorModeStore(browserEnvironment);
