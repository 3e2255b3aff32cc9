import * as React from 'react';
import { COOKIE_NAMES } from '../site/constants';
import { getCookie } from './cookies';
import { parsePaletteColors } from './paletteColors';
import { initialThemeState, themeReducer, type ThemeAction, type ThemeState } from './themeState';

const ThemeStateContext = React.createContext<ThemeState>(initialThemeState);

function missingProvider(): never {
  throw new Error('Forgot to wrap component in `ThemeProvider`');
}

const ThemeDispatchContext = React.createContext<React.Dispatch<ThemeAction>>(missingProvider);

/**
 * Holds the reader's theme preferences (B4). After hydration it reads the palette colours cookie;
 * an invalid cookie is ignored.
 */
export function ThemePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [state, dispatchNow] = React.useReducer(themeReducer, initialThemeState);
  // A theme change re-renders every styled part of the page, including parts still hydrating in the
  // background (HydrateLater): as a transition React hydrates them first instead of discarding their
  // server HTML (error #421), and the reader's input stays responsive while the page restyles.
  const dispatch = React.useCallback((action: ThemeAction) => React.startTransition(() => dispatchNow(action)), []);

  React.useEffect(() => {
    const paletteColors = parsePaletteColors(readCookieSafely(COOKIE_NAMES.paletteColors));
    if (paletteColors) dispatch({ type: 'CHANGE', payload: { paletteColors } });
  }, [dispatch]);

  return (
    <ThemeDispatchContext.Provider value={dispatch}>
      <ThemeStateContext.Provider value={state}>{children}</ThemeStateContext.Provider>
    </ThemeDispatchContext.Provider>
  );
}

function readCookieSafely(name: string): string | undefined {
  const raw = getCookie(name);
  if (raw === undefined) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

export function useThemeState(): ThemeState {
  return React.useContext(ThemeStateContext);
}

/** Dispatches theme actions; outside the provider, dispatching throws. */
export function useThemeDispatch(): React.Dispatch<ThemeAction> {
  return React.useContext(ThemeDispatchContext);
}

/** Shorthand for CHANGE. */
export function useChangeTheme() {
  const dispatch = useThemeDispatch();
  return React.useCallback(
    (payload: Extract<ThemeAction, { type: 'CHANGE' }>['payload']) => dispatch({ type: 'CHANGE', payload }),
    [dispatch],
  );
}
