import MiniSearch, { type SearchResult } from 'minisearch';
import type { NavSectionId } from '../../navigation/sections';
import { PRODUCTS } from '../../site/products';
import { SEARCH_CHUNKS, type SearchChunkData, type SearchChunkName, type SearchChunkPage, type SearchHit, type SearchResultGroup, type SearchChunkRecords, type SearchResultSection } from '../types';
import { expandIndex, hashOf } from './searchChunkFormat';
import { CHUNK_FIELDS, indexOptions, KIND_WEIGHT, queryOptions, SEARCH_INDEX_VERSION } from './searchOptions';
import { titleMatch } from './titleMatch';
import { tokenizeQuery } from './tokenize';

/** How much more a hit of the reader's current product weighs. */
export const CURRENT_PRODUCT_BOOST = 1.5;
/** How much more a page weighs whose title holds every word of the query than one that only mentions them. */
export const TITLE_WORDS_BOOST = 1.6;
/** At most this many pages are listed, each with at most this many hits. */
export const MAX_GROUPS = 12;
export const MAX_HITS_PER_GROUP = 5;
/** Fewer hits than this, and the query is run again allowing misspellings. */
const FEW_HITS = 8;

/** The second list's hits added to the first, each id once (the first list's score kept). */
function mergeHits(first: SearchHit[], second: SearchHit[]): SearchHit[] {
  const seen = new Set(first.map((hit) => hit.id));
  return [...first, ...second.filter((hit) => !seen.has(hit.id))];
}

interface LoadedChunk {
  pages: SearchChunkPage[];
  records: SearchChunkRecords;
  index: MiniSearch;
  /** Added to a record's number in its chunk to make its hit's id: API members come after pages and headings. */
  idBase: number;
}

/** `titles` and `text` number the same records alike (a record keeps its id when one replaces the other). */
const ID_BASE: Record<SearchChunkName, number> = { titles: 0, text: 0, api: 1 << 24 };

const PRODUCT_ORDER: readonly string[] = PRODUCTS.map((product) => product.id);

function productRank(product: NavSectionId): number {
  const rank = PRODUCT_ORDER.indexOf(product);
  return rank === -1 ? PRODUCT_ORDER.length : rank;
}

/** True when every column is an array of one length. */
function hasRecords(records: unknown, count: number): records is SearchChunkRecords {
  if (typeof records !== 'object' || records === null) return false;
  const columns = records as Partial<Record<keyof SearchChunkRecords, unknown>>;
  return [columns.kind, columns.page, columns.hash, columns.heading].every((column) => Array.isArray(column) && column.length === count);
}

function isChunkData(value: unknown): value is SearchChunkData {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<SearchChunkData>;
  return data.version === SEARCH_INDEX_VERSION && (SEARCH_CHUNKS as readonly unknown[]).includes(data.chunk) && Array.isArray(data.pages);
}

/**
 * The site's search over the chunks loaded so far. The titles chunk answers first; the text chunk,
 * a superset of it with the body text, replaces it once loaded; the api chunk adds API members.
 */
export class SiteSearch {
  private readonly chunks = new Map<SearchChunkName, LoadedChunk>();

  /** Adds a chunk as fetched (parsed JSON); false when it is not a chunk of this version. */
  addChunk(data: unknown): boolean {
    if (!isChunkData(data)) return false;
    const plain = expandIndex(data.index);
    if (!plain || !hasRecords(data.records, plain.documentCount)) return false;
    const index = MiniSearch.loadJS(plain, indexOptions(CHUNK_FIELDS[data.chunk]));
    this.chunks.set(data.chunk, { pages: data.pages, records: data.records, index, idBase: ID_BASE[data.chunk] });
    return true;
  }

  has(chunk: SearchChunkName): boolean {
    return this.chunks.has(chunk);
  }

  /** True once every chunk is loaded: results will not change any more for a query. */
  get complete(): boolean {
    return SEARCH_CHUNKS.every((chunk) => this.chunks.has(chunk));
  }

  /**
   * The chunks a query runs on. While its first one or two letters are typed, every word that starts
   * with them would be scored across the body text and API names: the titles chunk alone answers then.
   */
  private sources(shortQuery: boolean): LoadedChunk[] {
    const titles = this.chunks.get('titles');
    const pagesChunk = shortQuery ? (titles ?? this.chunks.get('text')) : (this.chunks.get('text') ?? titles);
    const api = shortQuery ? undefined : this.chunks.get('api');
    return [pagesChunk, api].filter((chunk): chunk is LoadedChunk => chunk !== undefined);
  }

  /** Every hit of a query, best first (the current product's weigh more). */
  hits(query: string, currentProduct: NavSectionId | null): SearchHit[] {
    let terms = tokenizeQuery(query);
    // A last word of one letter ("dark m") narrows little and costs much: the words before it answer.
    if (terms.length > 1 && terms[terms.length - 1]!.length === 1) terms = terms.slice(0, -1);
    if (terms.length === 0) return [];
    const sources = this.sources(terms.length === 1 && [...terms[0]!].length < 3);
    const text = terms.join(' ');
    const run = (combineWith: 'AND' | 'OR', fuzzy: boolean) =>
      sources.flatMap((source) => source.index.search(text, queryOptions(combineWith, fuzzy)).map((result) => toHit(source, result, currentProduct, text)));
    // Misspellings are looked for only when the words as typed find little.
    let hits = run('AND', false);
    if (hits.length < FEW_HITS) hits = mergeHits(hits, run('AND', true));
    if (hits.length === 0) hits = run('OR', true);
    // A page whose title is the query comes first, whatever mentions the words more often.
    return hits.sort(
      (a, b) => Number(b.exactTitle ?? false) - Number(a.exactTitle ?? false) || b.score - a.score || productRank(a.product) - productRank(b.product) || a.id - b.id,
    );
  }

  /** Hits grouped by product, then by page, in order of their best hit, each page with its best few hits. */
  search(query: string, currentProduct: NavSectionId | null): SearchResultSection[] {
    return groupByProduct(groupHits(this.hits(query, currentProduct)));
  }
}

function toHit(source: LoadedChunk, result: SearchResult, currentProduct: NavSectionId | null, query: string): SearchHit {
  const position = Number(result.id);
  const { records } = source;
  const kind = records.kind[position] ?? 'page';
  const heading = records.heading[position] ?? '';
  const storedHash = records.hash[position];
  const hash = storedHash === undefined ? '' : hashOf(storedHash, heading);
  const [href, page, product, names] = source.pages[records.page[position] ?? -1] ?? ['/', '', 'docs'];
  const isPage = kind === 'page' || kind === 'api';
  const match = isPage ? titleMatch(query, typeof names === 'string' && names ? names.split('\n') : [page]) : 'none';
  const score = result.score * (KIND_WEIGHT[kind] ?? 1) * (product === currentProduct ? CURRENT_PRODUCT_BOOST : 1) * (match === 'none' ? 1 : TITLE_WORDS_BOOST);
  const hit: SearchHit = { id: source.idBase + position, kind, href: hash ? `${href}#${hash}` : href, page, heading, product, score };
  return match === 'exact' ? { ...hit, exactTitle: true } : hit;
}

/** Groups hits (best first) by page, keeping the order of each page's best hit. */
export function groupHits(hits: readonly SearchHit[]): SearchResultGroup[] {
  const groups = new Map<string, SearchResultGroup>();
  for (const hit of hits) {
    const href = hit.href.split('#')[0] ?? hit.href;
    let group = groups.get(href);
    if (!group) {
      if (groups.size === MAX_GROUPS) continue;
      group = { href, page: hit.page, product: hit.product, hits: [] };
      groups.set(href, group);
    }
    if (group.hits.length < MAX_HITS_PER_GROUP) group.hits.push(hit);
  }
  // Within a page, the page itself leads its headings.
  const isPage = (hit: SearchHit) => Number(hit.kind === 'page' || hit.kind === 'api');
  for (const group of groups.values()) group.hits.sort((a, b) => isPage(b) - isPage(a));
  return [...groups.values()];
}

/** Page groups gathered by product, in order of each product's best page (so its best hit). */
export function groupByProduct(groups: readonly SearchResultGroup[]): SearchResultSection[] {
  const sections = new Map<NavSectionId, SearchResultSection>();
  for (const group of groups) {
    let section = sections.get(group.product);
    if (!section) {
      section = { product: group.product, groups: [] };
      sections.set(group.product, section);
    }
    section.groups.push(group);
  }
  return [...sections.values()];
}
