import fs from 'node:fs';
import path from 'node:path';
import { localizeHref, pathnameToHref } from '../hrefs';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../../site/languages';
import { escapeHtml } from '../../site/escapeHtml';
import type { Product } from '../../site/products';

/**
 * The folder of each library (`/material-ui/`, `/x/`, and their `/zh/` twins) is not a page of its
 * own: a reader who trims a URL to it gets a small static page that sends them to the library's
 * overview, at once (`<meta http-equiv="refresh">`) and with a link for when that is turned off.
 * They are not in the sitemap (nothing to index) and say so to robots.
 */

export interface SectionRootPage {
  /** URL path of the page, with trailing slash: `/zh/material-ui/`. */
  urlPath: string;
  /** Where it sends the reader: `/zh/material-ui/getting-started/`. */
  target: string;
  html: string;
}

const WORDS: Record<Language, { lead: (name: string) => string; link: (name: string) => string }> = {
  en: { lead: (name) => `${name}'s documentation starts at its overview.`, link: (name) => `Go to the ${name} overview` },
  zh: { lead: (name) => `${name} 文档从概览页开始。`, link: (name) => `前往 ${name} 概览` },
};

/** The root folder of a landing path: `/x/react-data-grid` → `/x/`. */
export function rootOf(landingPathname: string): string {
  const first = landingPathname.split('/').filter(Boolean)[0];
  return first ? `/${first}/` : '/';
}

export function sectionRootHtml(product: Pick<Product, 'name'>, target: string, language: Language, canonicalUrl: string): string {
  const words = WORDS[language];
  const name = escapeHtml(product.name);
  const href = escapeHtml(target);
  return `<!DOCTYPE html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${escapeHtml(canonicalUrl)}">
<title>${name}</title>
<style>body{margin:0;padding:48px 24px;font:16px/1.5 system-ui,sans-serif;color:#1c2025;background:#fff}a{color:#0b6bcb;font-weight:600}@media (prefers-color-scheme:dark){body{color:#e6e9ec;background:#0c1017}a{color:#66b2ff}}</style>
</head>
<body>
<main>
<h1>${name}</h1>
<p>${escapeHtml(words.lead(product.name))}</p>
<p><a href="${href}">${escapeHtml(words.link(product.name))}</a></p>
</main>
</body>
</html>
`;
}

/** The root page of every library in every language. Two libraries sharing a root get the first one's. */
export function sectionRootPages(products: readonly Product[], siteUrl: string): SectionRootPage[] {
  const pages: SectionRootPage[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    const root = rootOf(product.landingPathname);
    if (root === '/' || seen.has(root)) continue;
    seen.add(root);
    for (const language of LANGUAGES) {
      const target = localizeHref(pathnameToHref(product.landingPathname), language);
      pages.push({
        urlPath: localizeHref(root, language),
        target,
        html: sectionRootHtml(product, target, language, `${siteUrl.replace(/\/+$/, '')}${target}`),
      });
    }
  }
  return pages;
}

/** Writes the root pages into the export, never over a page the export already has. Returns those written. */
export function writeSectionRootPages(outDir: string, pages: readonly SectionRootPage[]): SectionRootPage[] {
  const written: SectionRootPage[] = [];
  for (const page of pages) {
    const file = path.join(outDir, ...page.urlPath.split('/').filter(Boolean), 'index.html');
    if (fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page.html);
    written.push(page);
  }
  return written;
}
