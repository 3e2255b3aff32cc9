import { findContentFile } from '../../docsPage/build/loadDocsPage';
import { getNavSection, type NavSection } from '../../navigation/sections';
import { flattenPages, normalizePathname } from '../../navigation/treeQueries';
import { PRODUCTS } from '../../site/products';
import type { LibraryCoverage } from '../coverage';

/**
 * Counts a section's pages: guides and component pages in its drawer (planned components and links to other
 * sites left out), how many of them have content, and its API reference pages.
 */
export function sectionCoverage(section: Pick<NavSection, 'pages' | 'apiPages'>, hasContent: (pathname: string) => boolean): Omit<LibraryCoverage, 'product'> {
  const apiPaths = new Set(section.apiPages.filter((entry) => entry.kind !== 'index').map((entry) => normalizePathname(entry.pathname)));
  const guides = flattenPages(section.pages)
    .filter((page) => !page.planned && page.pathname.startsWith('/'))
    .map((page) => normalizePathname(page.pathname))
    .filter((pathname) => !apiPaths.has(pathname) && !/\/api(\/|$)/.test(pathname));
  const unique = [...new Set(guides)];
  return { written: unique.filter(hasContent).length, total: unique.length, apiPages: apiPaths.size };
}

/** Every library's coverage, in product order, read from the navigation trees and content/. */
export function docsCoverage(): LibraryCoverage[] {
  return PRODUCTS.map((product) => ({
    product: product.id,
    ...sectionCoverage(getNavSection(product.id), (pathname) => findContentFile(pathname, 'en') !== null),
  }));
}
