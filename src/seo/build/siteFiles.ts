import { localizeHref, markdownTwinHref } from '../../routing/hrefs';
import { escapeHtml as escapeXml } from '../../site/escapeHtml';
import { LANGUAGES, LANGUAGE_TAGS } from '../../site/languages';
import { PRODUCTS } from '../../site/products';

export interface SitePage {
  /** Canonical path without language, with trailing slash. */
  href: string;
  title: string;
  description: string;
  /** Navigation section (product id) the page belongs to. */
  sectionId: string;
}

/** sitemap.xml: every page in every language, each with its hreflang alternates. */
export function buildSitemap(siteUrl: string, hrefs: readonly string[]): string {
  const urls = hrefs.flatMap((href) =>
    LANGUAGES.map((language) => {
      const alternates = [
        ...LANGUAGES.map((other) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[other]}" href="${escapeXml(siteUrl + localizeHref(href, other))}"/>`),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + href)}"/>`,
      ];
      return [`  <url>`, `    <loc>${escapeXml(siteUrl + localizeHref(href, language))}</loc>`, ...alternates, `  </url>`].join('\n');
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function buildRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** /llms.txt: the site and a link to each library's own llms.txt. */
export function buildSiteLlms(siteUrl: string): string {
  const lines = [
    '# MUI docs',
    '',
    '> Documentation of Material UI 5.15.1, Joy UI 5.0.0-beta.19, Base UI 5.0.0-beta.28, MUI System 5.15.1 and the MUI X Data Grid 6.18.7. Every page has a Markdown version at its URL with `.md` in place of the trailing slash.',
    '',
    '## Libraries',
    '',
    ...PRODUCTS.map((product) => `- [${product.name}](${siteUrl}${llmsPathOf(product.landingPathname)}): ${product.description}`),
    '',
  ];
  return lines.join('\n');
}

/** Where a library's llms.txt lives: at the root of its path (`/material-ui/llms.txt`, `/x/react-data-grid/llms.txt`). */
export function llmsPathOf(landingPathname: string): string {
  const root = landingPathname.startsWith('/x/') ? '/x/react-data-grid' : `/${landingPathname.split('/')[1]}`;
  return `${root}/llms.txt`;
}

/** A library's llms.txt: each of its pages' Markdown twin, with title and description. */
export function buildProductLlms(siteUrl: string, productName: string, description: string, pages: readonly SitePage[]): string {
  return [
    `# ${productName}`,
    '',
    `> ${description}`,
    '',
    '## Pages',
    '',
    ...pages.map((page) => `- [${page.title}](${siteUrl}${markdownTwinHref(page.href)}): ${page.description}`),
    '',
  ].join('\n');
}

