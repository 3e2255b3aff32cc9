import * as React from 'react';
import type { Language } from '../../site/languages';
import { loadSearchIndex, type LoadingSearchIndex } from '../searchIndexLoader';

/** The index of a language (loading starts on first use), and a counter that moves as chunks arrive. */
export function useSearchIndex(language: Language): { index: LoadingSearchIndex; version: number } {
  const index = React.useMemo(() => loadSearchIndex(language), [language]);
  const [version, setVersion] = React.useState(0);
  React.useEffect(() => {
    setVersion((previous) => previous + 1);
    return index.subscribe(() => setVersion((previous) => previous + 1));
  }, [index]);
  return { index, version };
}
