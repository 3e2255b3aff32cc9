import type { NavSectionId } from '../navigation/sections';

/** What a search hit points at: a page, an API reference page, one of a page's headings, or a member of an API entry. */
export type SearchHitKind = 'page' | 'api' | 'heading' | 'prop' | 'class' | 'slot' | 'css-variable';

/** One entry of the index as the build makes it: what it shows, and the text it is found by. */
export interface SearchRecord {
  id: number;
  kind: SearchHitKind;
  /** The page's address in the index's language (`/zh/material-ui/react-button/`). */
  href: string;
  /** Id of the heading or member on the page, without `#`; empty for a page hit. */
  hash: string;
  /** The page's visible title (its h1). */
  page: string;
  /** The heading text or member name; empty for a page hit. */
  heading: string;
  /** A page's names, matched like its title: its h1 and, when it differs, its name in the drawer (`按钮` for `Button`). */
  titles: string;
  /** The section the page belongs to: the product chip, and the boost of the reader's product. */
  product: NavSectionId;
  /** Other words a reader may look for: a page's document title and API names, a member's or heading's name split into words. */
  keywords: string;
  /** Plain text of the section, or a member's description. */
  text: string;
  /**
   * A page hit's names a query may equal (drawer title, h1, English title, the product's name for its
   * overview), one per line; ranks a page whose title is the query first. Empty for other hits.
   */
  names?: string;
}

/** Pages of a chunk: `[href, title, product, names]` (names one per line), referenced by index from the stored fields. */
export type SearchChunkPage = [href: string, title: string, product: NavSectionId, names?: string];

/**
 * The records of a chunk, one array per field; a record's position is its id in the chunk's index. Thousands
 * of records repeat the same keys, so columns are a third smaller than an object per record.
 */
export interface SearchChunkRecords {
  kind: SearchHitKind[];
  /** Index into the chunk's pages. */
  page: number[];
  /**
   * Id of the heading or member, without `#`: empty for a page hit, and `null` where it is the heading's
   * own anchor (`textToHash(heading)`, as most headings' are).
   */
  hash: Array<string | null>;
  /** Heading text or member name. */
  heading: string[];
}

/** The parts the index is split into, each a file per language, in the order the dialog loads them. */
export const SEARCH_CHUNKS = ['titles', 'api', 'text'] as const;
export type SearchChunkName = (typeof SEARCH_CHUNKS)[number];

/**
 * One file of the index: its pages, its records, and the MiniSearch index (`MiniSearch.toJSON()` without
 * what the records already hold or their count gives: see searchChunkFormat).
 */
export interface SearchChunkData {
  version: number;
  chunk: SearchChunkName;
  pages: SearchChunkPage[];
  records: SearchChunkRecords;
  index: unknown;
}

/** A hit as the dialog shows it. */
export interface SearchHit {
  id: number;
  kind: SearchHitKind;
  /** Where it leads, with its `#hash`. */
  href: string;
  page: string;
  heading: string;
  product: NavSectionId;
  score: number;
  /** A page hit whose title is the query: it ranks before every other hit. */
  exactTitle?: boolean;
}

/** Hits of one page, shown together under the page's title. */
export interface SearchResultGroup {
  href: string;
  page: string;
  product: NavSectionId;
  hits: SearchHit[];
}

/** Results of one product: its pages, best first. */
export interface SearchResultSection {
  product: NavSectionId;
  groups: SearchResultGroup[];
}
