import type { NavSectionId } from '../navigation/sections';
import { PRODUCTS } from '../site/products';
import type { SearchHit } from './types';

/** A hit the reader chose, remembered to offer it again when the dialog opens empty. */
export type RecentSearch = Pick<SearchHit, 'kind' | 'href' | 'page' | 'heading' | 'product'>;

export const RECENT_SEARCHES_KEY = 'mui-docs:recent-searches';
export const MAX_RECENT_SEARCHES = 6;

const KINDS: ReadonlySet<string> = new Set(['page', 'api', 'heading', 'prop', 'class', 'slot', 'css-variable']);
// Section ids, without importing the navigation trees into the dialog's code.
const SECTIONS: ReadonlySet<string> = new Set<string>([...PRODUCTS.map((product) => product.id), 'docs', 'docs-infra'] satisfies NavSectionId[]);

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.kind === 'string' &&
    KINDS.has(entry.kind) &&
    typeof entry.href === 'string' &&
    // Only this site's own pages: a stored `javascript:` or `//host` address is never offered as a link.
    /^\/(?!\/)[^\s\\]*$/.test(entry.href) &&
    entry.href.length <= 300 &&
    typeof entry.page === 'string' &&
    entry.page.length <= 200 &&
    typeof entry.heading === 'string' &&
    entry.heading.length <= 200 &&
    typeof entry.product === 'string' &&
    SECTIONS.has(entry.product)
  );
}

/** The remembered hits in a stored value, newest first; anything malformed is dropped. */
export function parseRecentSearches(stored: string | null): RecentSearch[] {
  if (!stored || stored.length > 20_000) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecentSearch)
    .slice(0, MAX_RECENT_SEARCHES)
    .map(({ kind, href, page, heading, product }) => ({ kind, href, page, heading, product: product as NavSectionId }));
}

/** The list after choosing `hit`: it moves to the front, once, and the oldest falls off. */
export function rememberSearch(recent: readonly RecentSearch[], hit: RecentSearch): RecentSearch[] {
  const { kind, href, page, heading, product } = hit;
  return [{ kind, href, page, heading, product }, ...recent.filter((entry) => entry.href !== href)].slice(0, MAX_RECENT_SEARCHES);
}

export function forgetSearch(recent: readonly RecentSearch[], href: string): RecentSearch[] {
  return recent.filter((entry) => entry.href !== href);
}

/** Reads the list from localStorage; an empty list when storage is blocked or holds something else. */
export function loadRecentSearches(): RecentSearch[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY));
  } catch {
    return [];
  }
}

export function saveRecentSearches(recent: readonly RecentSearch[]): void {
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(recent));
  } catch {
    // Storage blocked or full: the list lasts as long as the page.
  }
}
