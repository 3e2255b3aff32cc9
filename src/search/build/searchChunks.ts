import MiniSearch from 'minisearch';
import { CHUNK_FIELDS, indexOptions, SEARCH_INDEX_VERSION, type IndexedRecord } from '../engine/searchOptions';
import type { SearchChunkData, SearchChunkName, SearchChunkPage, SearchRecord } from '../types';

const API_KINDS: ReadonlySet<string> = new Set(['prop', 'class', 'slot', 'css-variable']);

/** Which chunk holds a record: API members in `api`; pages and headings in `titles` and `text`. */
function recordsOf(chunk: SearchChunkName, records: readonly SearchRecord[]): SearchRecord[] {
  return records.filter((record) => API_KINDS.has(record.kind) === (chunk === 'api'));
}

/** One file of the index: the chunk's pages, and a MiniSearch index of its records over its fields. */
export function buildSearchChunk(chunk: SearchChunkName, records: readonly SearchRecord[]): SearchChunkData {
  const pages: SearchChunkPage[] = [];
  const pageIndex = new Map<string, number>();
  const documents: IndexedRecord[] = recordsOf(chunk, records).map((record) => {
    let index = pageIndex.get(record.href);
    if (index === undefined) {
      index = pages.length;
      pageIndex.set(record.href, index);
      const isPage = record.kind === 'page' || record.kind === 'api';
      pages.push(isPage && record.names ? [record.href, record.page, record.product, record.names] : [record.href, record.page, record.product]);
    }
    return { ...record, pageIndex: index };
  });
  const search = new MiniSearch<IndexedRecord>(indexOptions(CHUNK_FIELDS[chunk]));
  search.addAll(documents);
  return { version: SEARCH_INDEX_VERSION, chunk, pages, index: search.toJSON() };
}
