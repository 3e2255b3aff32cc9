import * as React from 'react';
import {
  DEFAULT_API_LAYOUT,
  resolveApiLayout,
  saveApiLayout,
  type ApiLayoutOption,
  type ApiLayoutSection,
  type OptionStorage,
} from './apiLayoutOption';

function browserStorage(): OptionStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The layout of one API section. The server (and the first client render) use `expanded`; after
 * hydration the saved, default or randomly picked option applies (B9).
 */
export function useApiLayoutOption(section: ApiLayoutSection): [ApiLayoutOption, (option: ApiLayoutOption) => void] {
  const [option, setOption] = React.useState<ApiLayoutOption>(DEFAULT_API_LAYOUT);
  React.useEffect(() => {
    setOption(resolveApiLayout(section, { userAgent: navigator.userAgent, storage: browserStorage(), random: Math.random }));
  }, [section]);
  const update = React.useCallback(
    (next: ApiLayoutOption) => {
      saveApiLayout(section, next, browserStorage());
      setOption(next);
    },
    [section],
  );
  return [option, update];
}
