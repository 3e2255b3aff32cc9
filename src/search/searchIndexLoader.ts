import type { Language } from '../site/languages';
import { SiteSearch } from './engine/SiteSearch';
import { searchChunkPath } from './searchChunkPath';
import type { SearchChunkName } from './types';

export type SearchIndexStatus = 'loading' | 'partial' | 'complete' | 'failed';

/** The index of one language as far as it has loaded; listeners hear of each chunk that arrives. */
export interface LoadingSearchIndex {
  search: SiteSearch;
  status: SearchIndexStatus;
  subscribe(listener: () => void): () => void;
  /** Fetches the chunks still missing (after a failure; nothing while a fetch is under way). */
  retry(): void;
}

const indexes = new Map<Language, LoadingSearchIndex>();

/**
 * The build's id, so a new deployment's index is fetched rather than an older copy the service worker
 * kept (the files keep their names from build to build).
 */
function buildId(): string {
  const data = (window as unknown as { __NEXT_DATA__?: { buildId?: unknown } }).__NEXT_DATA__;
  return typeof data?.buildId === 'string' ? data.buildId : 'dev';
}

export function searchChunkUrl(language: Language, chunk: SearchChunkName, build: string): string {
  return `${searchChunkPath(language, chunk)}?v=${encodeURIComponent(build)}`;
}

async function fetchChunk(language: Language, chunk: SearchChunkName): Promise<unknown> {
  const response = await fetch(searchChunkUrl(language, chunk, buildId()));
  if (!response.ok) throw new Error(`Search index ${chunk} (${language}): HTTP ${response.status}`);
  return response.json();
}

/**
 * Starts (once per language and page load) fetching the index: the small titles chunk first, which
 * answers the first query, then the API members and the body text side by side.
 */
export function loadSearchIndex(language: Language): LoadingSearchIndex {
  const existing = indexes.get(language);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  const search = new SiteSearch();
  let inFlight = false;
  const index: LoadingSearchIndex = {
    search,
    status: 'loading',
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry() {
      if (!inFlight && !search.complete) void fetchAll();
    },
  };
  const update = (status: SearchIndexStatus) => {
    index.status = status;
    for (const listener of listeners) listener();
  };
  const add = (data: unknown) => {
    if (!search.addChunk(data)) throw new Error('Unexpected search index data');
    update(search.complete ? 'complete' : 'partial');
    // One search while the reader is not typing compiles the search code, so their first keystrokes
    // do not pay for it.
    if (search.complete && 'requestIdleCallback' in window) requestIdleCallback(() => void search.hits('button variant', null));
  };
  const fetchAll = async () => {
    inFlight = true;
    update(search.has('titles') || search.has('text') ? 'partial' : 'loading');
    try {
      if (!search.has('titles') && !search.has('text')) add(await fetchChunk(language, 'titles'));
      const rest = (['api', 'text'] as const).filter((chunk) => !search.has(chunk));
      await Promise.all(rest.map(async (chunk) => add(await fetchChunk(language, chunk))));
    } catch (error) {
      console.warn(error);
      update(search.has('titles') || search.has('text') ? 'partial' : 'failed');
    } finally {
      inFlight = false;
    }
  };
  indexes.set(language, index);
  void fetchAll();
  return index;
}
