import * as React from 'react';
import {
  DEFAULT_API_LAYOUT,
  resolveApiLayout,
  saveApiLayout,
  type ApiLayoutOption,
  type ApiLayoutSection,
  type OptionStorage,
} from './apiLayoutOption';
import { API_LAYOUT_FIRST_VISIT_ATTRIBUTE, API_LAYOUT_PENDING_ATTRIBUTE } from './apiLayoutBootScript';
import { useClientRender } from '../site/useClientRender';

function browserStorage(): OptionStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

// Layout effects do not run on the server; React warns if one is declared there.
const useClientLayoutEffect = typeof window === 'undefined' ? React.useEffect : React.useLayoutEffect;

/**
 * The layout of one API section. The server, and hydration, use `expanded`; right after hydration
 * (or at once on a client-side navigation) the saved, default or randomly picked option applies (B9),
 * and the sections hidden meanwhile by the page's boot script (apiLayoutBootScript.ts) are shown. The
 * page load that made a first visit's pick keeps `expanded` where nothing is saved.
 */
export function useApiLayoutOption(section: ApiLayoutSection): [ApiLayoutOption, (option: ApiLayoutOption) => void] {
  const onClient = useClientRender();
  const [chosen, setChosen] = React.useState<ApiLayoutOption | null>(null);
  const resolved = React.useMemo(
    () =>
      onClient
        ? resolveApiLayout(section, {
            userAgent: navigator.userAgent,
            storage: browserStorage(),
            random: Math.random,
            // The page whose boot script made a first visit's pick keeps the server's layout.
            firstVisitPage: document.documentElement.getAttribute(API_LAYOUT_FIRST_VISIT_ATTRIBUTE) === window.location.pathname,
          })
        : DEFAULT_API_LAYOUT,
    [onClient, section],
  );
  useClientLayoutEffect(() => {
    if (onClient) document.documentElement.removeAttribute(API_LAYOUT_PENDING_ATTRIBUTE);
  }, [onClient]);
  const update = React.useCallback(
    (next: ApiLayoutOption) => {
      saveApiLayout(section, next, browserStorage());
      setChosen(next);
    },
    [section],
  );
  return [chosen ?? resolved, update];
}
