import type { Resolution } from '../../hosting/build/staticServer';
import type { Reference } from './htmlScan';

/**
 * Pure rules of the link checker: which URLs of a page are internal, and whether one resolves the
 * way the static server resolves it, with its `#hash` naming an element of the page it reaches.
 */

export type ClassifiedUrl =
  /** `hash` as written, without the `#` (still percent-encoded). */
  | { kind: 'internal'; request: string; hash: string | null }
  | { kind: 'external'; url: string }
  | { kind: 'ignored' }
  | { kind: 'invalid'; reason: string };

/** The URLs an attribute holds: one, or for `srcset` each candidate's URL. */
export function urlsOfReference(reference: Reference): string[] {
  if (reference.attribute !== 'srcset') return [reference.value];
  return reference.value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

const IGNORED_SCHEMES = /^(mailto|tel|data|blob|about|sms):/i;

/**
 * Where a URL written on the page at `pagePath` points. URLs on the site's own origin (the canonical
 * and hreflang links, the sitemap) count as internal.
 */
export function classifyUrl(raw: string, pagePath: string, siteOrigin: string): ClassifiedUrl {
  // Browsers strip leading and trailing ASCII whitespace from URL attributes.
  const value = raw.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '');
  if (/^javascript:/i.test(value)) return { kind: 'invalid', reason: 'a javascript: URL (the Content-Security-Policy refuses it)' };
  if (IGNORED_SCHEMES.test(value)) return { kind: 'ignored' };
  let url: URL;
  try {
    url = new URL(value, `${siteOrigin}${pagePath}`);
  } catch {
    return { kind: 'invalid', reason: 'not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'ignored' };
  if (url.origin !== siteOrigin) return { kind: 'external', url: url.href };
  const hash = url.hash.length > 1 ? url.hash.slice(1) : null;
  return { kind: 'internal', request: `${url.pathname}${url.search}`, hash };
}

/** What the checker knows of the export: how a request resolves, and the ids of an HTML file. */
export interface ExportIndex {
  resolve(request: string): Resolution;
  idsOf(file: string): ReadonlySet<string> | null;
}

/**
 * True when a fragment names an element, found as a browser finds it: the fragment as written, then
 * percent-decoded. `#top` and fragments that are client-side routes (`#/inbox`) need no element.
 */
export function fragmentResolves(hash: string, ids: ReadonlySet<string>): boolean {
  if (hash.toLowerCase() === 'top' || hash.startsWith('/') || ids.has(hash)) return true;
  try {
    return ids.has(decodeURIComponent(hash));
  } catch {
    return false;
  }
}

/** Why an internal URL is broken, or null when it resolves (and its hash names an element). */
export function problemOf(target: { request: string; hash: string | null }, site: ExportIndex): string | null {
  const resolution = site.resolve(target.request);
  if (resolution.kind === 'bad-request') return 'the server refuses the request (bad path encoding)';
  if (resolution.kind === 'redirect') return `redirects to ${resolution.location}: internal links end with /`;
  if (resolution.status === 404) return 'no such page or file';
  if (target.hash === null) return null;
  const ids = site.idsOf(resolution.file);
  if (ids === null || fragmentResolves(target.hash, ids)) return null;
  return `no element with id "${target.hash}" on ${target.request.split('?')[0]}`;
}

/** `url(...)` references of a stylesheet, data URLs left out. */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/g)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((url) => url !== '' && !url.startsWith('data:') && !url.startsWith('#'));
}

/** Absolute URLs on the site's origin in a text file (sitemap, robots.txt, llms.txt, the RSS feed). */
export function siteUrlsInText(text: string, siteOrigin: string): string[] {
  const escaped = siteOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...text.matchAll(new RegExp(`${escaped}(?:/[^\\s<>"')\\]]*)?`, 'g'))].map((match) => match[0]);
}
