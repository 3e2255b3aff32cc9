import * as React from 'react';
import { COOKIE_NAMES } from '../site/constants';
import {
  type CodeStyling,
  type CodeVariant,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  resolveCodeStyling,
  resolveCodeVariant,
} from './codePreferences';
import { decodeCookieValue, getCookie, setPreferenceCookie } from './cookies';

interface CodePreferences {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

const CodePreferencesContext = React.createContext<CodePreferences>({
  codeVariant: DEFAULT_CODE_VARIANT,
  codeStyling: DEFAULT_CODE_STYLING,
  setCodeVariant: () => {},
  setCodeStyling: () => {},
});

function safeHash(): string {
  try {
    return decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return window.location.hash.slice(1);
  }
}

/**
 * Holds the code variant and styling shown by every demo. The server renders the defaults; after
 * hydration the URL hash, then the cookies, decide (B7). Each change is written to its cookie.
 */
export function CodePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [codeVariant, setVariantState] = React.useState<CodeVariant>(DEFAULT_CODE_VARIANT);
  const [codeStyling, setStylingState] = React.useState<CodeStyling>(DEFAULT_CODE_STYLING);

  React.useEffect(() => {
    const hash = safeHash();
    // A transition, like the changes below: right after hydration most of the page is still server HTML,
    // which an update React renders at once (as it may render an effect's update) would discard.
    React.startTransition(() => {
      setVariantState(resolveCodeVariant(hash, decodeCookieValue(getCookie(COOKIE_NAMES.codeVariant))));
      setStylingState(resolveCodeStyling(hash, decodeCookieValue(getCookie(COOKIE_NAMES.codeStyling))));
    });
  }, []);

  // The change re-renders every demo of the page. As a transition it waits for the parts of the page
  // still hydrating in the background (HydrateLater) instead of making React discard their server HTML
  // (React error #421), which a click in the first seconds of a visit would otherwise do.
  const setCodeVariant = React.useCallback((variant: CodeVariant) => {
    React.startTransition(() => setVariantState(variant));
    setPreferenceCookie(COOKIE_NAMES.codeVariant, variant);
  }, []);
  const setCodeStyling = React.useCallback((styling: CodeStyling) => {
    React.startTransition(() => setStylingState(styling));
    setPreferenceCookie(COOKIE_NAMES.codeStyling, styling);
  }, []);
  const value = React.useMemo<CodePreferences>(
    () => ({ codeVariant, codeStyling, setCodeVariant, setCodeStyling }),
    [codeVariant, codeStyling, setCodeVariant, setCodeStyling],
  );
  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}

export function useCodePreferences(): CodePreferences {
  return React.useContext(CodePreferencesContext);
}
