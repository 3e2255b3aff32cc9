import MiniSearch from 'minisearch';
import { compactIndex, storedHash } from '../engine/searchChunkFormat';
import { CHUNK_FIELDS, indexOptions, SEARCH_INDEX_VERSION, type IndexedRecord } from '../engine/searchOptions';
import type { SearchChunkData, SearchChunkName, SearchChunkPage, SearchChunkRecords, SearchRecord } from '../types';

const API_KINDS: ReadonlySet<string> = new Set(['prop', 'class', 'slot', 'css-variable']);

/** Which chunk holds a record: API members in `api`; pages and headings in `titles` and `text`. */
function recordsOf(chunk: SearchChunkName, records: readonly SearchRecord[]): SearchRecord[] {
  return records.filter((record) => API_KINDS.has(record.kind) === (chunk === 'api'));
}

/**
 * One file of the index: the chunk's pages, its records by column, and a MiniSearch index of them over the
 * chunk's fields. Records are numbered by their position in the chunk: `titles` and `text` hold the same
 * records in the same order, so a record keeps its number when the text chunk replaces the titles chunk.
 */
export function buildSearchChunk(chunk: SearchChunkName, records: readonly SearchRecord[]): SearchChunkData {
  const pages: SearchChunkPage[] = [];
  const pageIndex = new Map<string, number>();
  const columns: SearchChunkRecords = { kind: [], page: [], hash: [], heading: [] };
  const documents: IndexedRecord[] = recordsOf(chunk, records).map((record, position) => {
    let index = pageIndex.get(record.href);
    if (index === undefined) {
      index = pages.length;
      pageIndex.set(record.href, index);
      const isPage = record.kind === 'page' || record.kind === 'api';
      pages.push(isPage && record.names ? [record.href, record.page, record.product, record.names] : [record.href, record.page, record.product]);
    }
    columns.kind.push(record.kind);
    columns.page.push(index);
    columns.hash.push(storedHash(record.hash, record.heading));
    columns.heading.push(record.heading);
    return { ...record, id: position };
  });
  const search = new MiniSearch<IndexedRecord>(indexOptions(CHUNK_FIELDS[chunk]));
  search.addAll(documents);
  return { version: SEARCH_INDEX_VERSION, chunk, pages, records: columns, index: compactIndex(search.toJSON()) };
}
