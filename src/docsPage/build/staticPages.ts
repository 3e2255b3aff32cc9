import { findNavSection, NAV_SECTIONS, type NavSectionId } from '../../navigation/sections';
import { flattenPages, indexNavTree, normalizePathname } from '../../navigation/treeQueries';

export interface StaticPageEntry {
  /** Canonical pathname, no trailing slash: `/material-ui/react-button`. */
  pathname: string;
  sectionId: NavSectionId;
  /** Title for pages that sit outside every tree. */
  title?: string;
}

/** Pages that exist without an entry in a navigation tree. */
export const PAGES_OUTSIDE_NAVIGATION: readonly StaticPageEntry[] = [
  { pathname: '/production-error', sectionId: 'docs', title: 'Production error' },
  // A check of the playground block on each library (the navigation follows the page inventory).
  { pathname: '/experiments/docs/playground', sectionId: 'docs-infra', title: 'Playground' },
];

/**
 * Every docs page the site exports (without language prefix): each leaf of each tree that the tree
 * serves by prefix, Base UI API anchors folded into their page, and the pages outside the trees.
 * Throws when a tree is invalid or links to a page no tree serves.
 */
export function listStaticPages(): StaticPageEntry[] {
  const pages = new Map<string, StaticPageEntry>();
  for (const section of NAV_SECTIONS) {
    indexNavTree(section.pages);
    for (const leaf of flattenPages(section.pages)) {
      const pathname = normalizePathname(leaf.pathname);
      if (findNavSection(`${pathname}/`)?.id === section.id && !pages.has(pathname)) {
        pages.set(pathname, { pathname, sectionId: section.id });
      }
    }
  }
  for (const extra of PAGES_OUTSIDE_NAVIGATION) pages.set(extra.pathname, extra);

  for (const section of NAV_SECTIONS) {
    for (const leaf of flattenPages(section.pages)) {
      const pathname = normalizePathname(leaf.pathname);
      if (!pages.has(pathname)) {
        throw new Error(`The ${section.id} navigation links to ${leaf.pathname}, which no section serves.`);
      }
    }
  }
  return [...pages.values()];
}
