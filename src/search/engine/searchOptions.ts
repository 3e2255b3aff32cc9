import type { Options, SearchOptions } from 'minisearch';
import type { SearchHitKind, SearchRecord } from '../types';
import { isHanTerm, tokenize, tokenizeQuery } from './tokenize';

/** Version of the chunk format; the dialog ignores chunks of another version. */
export const SEARCH_INDEX_VERSION = 3;

/** A document as the index sees it: a record whose id is its position in its chunk (see searchChunkFormat). */
export type IndexedRecord = SearchRecord;

/**
 * The index's options: the build writes the index with them and the browser loads it with them, so
 * both must agree (the tokenizer above all). The page title is indexed on page hits only, so a
 * query for a component's name ranks its page above each of its sections.
 */
export function indexOptions(fields: ReadonlyArray<'page' | 'heading' | 'keywords' | 'text'>): Options<IndexedRecord> {
  return {
    fields: [...fields],
    tokenize,
    processTerm: (term) => term,
    extractField: (record, field) => {
      switch (field) {
        case 'page':
          return record.titles;
        case 'id':
          // A number, as the chunk's format needs it (searchChunkFormat), not its string.
          return record.id;
        default:
          return String(record[field as keyof SearchRecord] ?? '');
      }
    },
  };
}

/** Fields of each chunk: the titles chunk answers the first query; the text chunk replaces it once loaded. */
export const CHUNK_FIELDS = {
  titles: ['page', 'heading', 'keywords'],
  api: ['heading', 'keywords', 'text'],
  text: ['page', 'heading', 'keywords', 'text'],
} as const;

/** How much a hit of each kind weighs, all else equal: guide and component pages, API pages, their sections, then API members. */
export const KIND_WEIGHT: Record<SearchHitKind, number> = {
  page: 1.3,
  api: 0.9,
  heading: 1,
  prop: 1,
  slot: 0.8,
  class: 0.7,
  'css-variable': 0.7,
};

/**
 * Query options: every term must match (AND) or any (OR); the last one also as a prefix (the reader is
 * typing it); with `fuzzy`, words of five letters or more also match with one or two letters wrong.
 */
export function queryOptions(combineWith: 'AND' | 'OR', fuzzy: boolean): SearchOptions {
  return {
    tokenize: tokenizeQuery,
    processTerm: (term) => term,
    combineWith,
    boost: { page: 4, heading: 2.5, keywords: 1.5, text: 1 },
    prefix: (_term, index, terms) => index === terms.length - 1,
    fuzzy: (term) => (fuzzy && term.length >= 5 && !isHanTerm(term) ? 0.2 : false),
    maxFuzzy: 2,
  };
}
