import fs from 'node:fs';
import path from 'node:path';

/**
 * The pages the browser checks visit: every `<loc>` of the exported sitemap (both languages), sorted
 * into page kinds so a sample can hold some of each.
 */

export const PAGE_KINDS = [
  'home',
  'guide',
  'component',
  'api',
  'data-grid',
  'joy-ui',
  'base-ui',
  'system',
  'blog',
  'versions',
  'production-error',
  'experiments',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Pathnames of the sitemap's `<loc>` entries, in file order, each once. */
export function sitemapPathnames(xml: string): string[] {
  const pathnames = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')).pathname);
  return [...new Set(pathnames)];
}

export function languageOf(pathname: string): 'en' | 'zh' {
  return pathname === '/zh/' || pathname.startsWith('/zh/') ? 'zh' : 'en';
}

export function pageKindOf(pathname: string): PageKind {
  const bare = languageOf(pathname) === 'zh' ? pathname.slice(3) : pathname;
  if (bare === '/') return 'home';
  const [first = '', second = ''] = bare.split('/').filter(Boolean);
  if (first === 'blog') return 'blog';
  if (first === 'versions') return 'versions';
  if (first === 'production-error') return 'production-error';
  if (first === 'experiments') return 'experiments';
  if (first === 'x') return 'data-grid';
  if (second === 'api') return 'api';
  if (first === 'joy-ui') return 'joy-ui';
  if (first === 'base-ui') return 'base-ui';
  if (first === 'system') return 'system';
  if (second.startsWith('react-')) return 'component';
  return 'guide';
}

/**
 * Up to `perKind` pages of each kind in each language, spread evenly over the kind's pages (the
 * first and last included), in a stable order.
 */
export function samplePages(pathnames: readonly string[], perKind: number): string[] {
  const groups = new Map<string, string[]>();
  for (const pathname of pathnames) {
    const key = `${languageOf(pathname)} ${pageKindOf(pathname)}`;
    groups.set(key, [...(groups.get(key) ?? []), pathname]);
  }
  const sample: string[] = [];
  for (const group of groups.values()) {
    if (group.length <= perKind) {
      sample.push(...group);
      continue;
    }
    const step = (group.length - 1) / Math.max(perKind - 1, 1);
    const picked = new Set(Array.from({ length: perKind }, (_, index) => group[Math.round(index * step)]!));
    sample.push(...picked);
  }
  return sample;
}

/** The pathnames of an export's sitemap; empty when there is no export yet. */
export function readSitemapPathnames(outDir: string): string[] {
  const file = path.join(outDir, 'sitemap.xml');
  return fs.existsSync(file) ? sitemapPathnames(fs.readFileSync(file, 'utf8')) : [];
}
