import type { Language } from '../site/languages';
import type { SearchChunkName } from './types';

/** Where a chunk of the index is served: `/static/search/en/titles.json`. */
export function searchChunkPath(language: Language, chunk: SearchChunkName): string {
  return `/static/search/${language}/${chunk}.json`;
}
