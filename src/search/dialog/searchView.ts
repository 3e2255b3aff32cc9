import type { NavSectionId } from '../../navigation/sections';
import type { RecentSearch } from '../recentSearches';
import type { SearchHitKind, SearchResultSection } from '../types';

/** One choice of the dialog's list, in keyboard order. */
export interface SearchOption {
  /** Position in the list (its element id is derived from it). */
  index: number;
  href: string;
  /** What the option shows first: the heading or member name, or the page title for a page. */
  title: string;
  kind: SearchHitKind;
  product: NavSectionId;
  /** A second line: the page of a remembered hit, the description of a quick link. */
  subtitle: string;
  /** The hit as the recent searches remember it; null for a quick link, which is not remembered. */
  hit: RecentSearch | null;
  recent: boolean;
}

/** A starting point offered before anything is typed. */
export interface QuickLink {
  href: string;
  title: string;
  subtitle: string;
  product: NavSectionId;
}

/** Options shown under one label: a page of results, the recent searches, or the quick links. */
export interface SearchOptionGroup {
  key: string;
  label: string;
  /** The chip beside the label: the product of a page of results. */
  product: NavSectionId | null;
  options: SearchOption[];
}

function optionTitle(kind: SearchHitKind, page: string, heading: string): string {
  return kind === 'page' || kind === 'api' ? page : heading;
}

/** The results as labelled groups of numbered options: products in rank order, pages within them. */
export function resultGroups(sections: readonly SearchResultSection[]): SearchOptionGroup[] {
  let index = 0;
  return sections.flatMap((section) =>
    section.groups.map((group) => ({
      key: group.href,
      label: group.page,
      product: group.product,
      options: group.hits.map(({ kind, href, page, heading, product }) => ({
        index: index++,
        href,
        title: optionTitle(kind, page, heading),
        subtitle: '',
        kind,
        product,
        hit: { kind, href, page, heading, product },
        recent: false,
      })),
    })),
  );
}

/** What the dialog offers before anything is typed: the reader's recent choices, then the quick links. */
export function startGroups(recent: readonly RecentSearch[], quickLinks: readonly QuickLink[], labels: { recent: string; startWith: string }): SearchOptionGroup[] {
  let index = 0;
  const groups: SearchOptionGroup[] = [];
  if (recent.length > 0) {
    groups.push({
      key: 'recent',
      label: labels.recent,
      product: null,
      options: recent.map((entry) => ({
        index: index++,
        href: entry.href,
        title: optionTitle(entry.kind, entry.page, entry.heading),
        subtitle: entry.kind === 'page' || entry.kind === 'api' ? '' : entry.page,
        kind: entry.kind,
        product: entry.product,
        hit: entry,
        recent: true,
      })),
    });
  }
  groups.push({
    key: 'start',
    label: labels.startWith,
    product: null,
    options: quickLinks.map((link) => ({ ...link, index: index++, kind: 'page' as const, hit: null, recent: false })),
  });
  return groups;
}

export function optionCount(groups: readonly SearchOptionGroup[]): number {
  return groups.reduce((count, group) => count + group.options.length, 0);
}

/** A piece of a title, marked when it starts with one of the typed words. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

/**
 * Splits a title so the parts that begin with a typed word can be emphasised: `Button group` for
 * `butt` gives `Butt` marked, then `on group`. Case is ignored; the title's own text is kept.
 */
export function highlightSegments(title: string, query: string): HighlightSegment[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  if (words.length === 0) return [{ text: title, match: false }];
  const lower = title.toLowerCase();
  const segments: HighlightSegment[] = [];
  let plainStart = 0;
  let position = 0;
  while (position < title.length) {
    const atWordStart = position === 0 || !/[\p{L}\p{N}]/u.test(title[position - 1] ?? '') || /\p{Script=Han}/u.test(title[position] ?? '') || /[a-z][A-Z]/.test(title.slice(position - 1, position + 1));
    const word = atWordStart ? words.find((candidate) => lower.startsWith(candidate, position)) : undefined;
    if (!word) {
      position += 1;
      continue;
    }
    if (position > plainStart) segments.push({ text: title.slice(plainStart, position), match: false });
    segments.push({ text: title.slice(position, position + word.length), match: true });
    position += word.length;
    plainStart = position;
  }
  if (plainStart < title.length) segments.push({ text: title.slice(plainStart), match: false });
  return segments;
}
