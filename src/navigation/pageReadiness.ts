import { pageToTitle } from './pageTitle';
import { flattenPages, normalizePathname, type PageLink } from './treeQueries';
import type { ApiPageEntry, NavPage } from './types';

/**
 * Pages of a tree whose content has not landed yet ("being written"): the drawer marks them, and
 * such a page points the reader at what exists meanwhile. Pure: whether a page is written is asked
 * of `isWritten` (the build knows it from `content/` and the API data).
 */

/** The tree with `beingWritten: true` on every page (leaf, not external, not planned) that `isWritten` rejects. */
export function markBeingWritten(pages: readonly NavPage[], isWritten: (pathname: string) => boolean): NavPage[] {
  return pages.map((page) => {
    if (page.children) return { ...page, children: markBeingWritten(page.children, isWritten) };
    // A planned component (not in the library yet) has its own chip, Planned.
    if (page.external || page.planned || isWritten(normalizePathname(page.pathname))) return page;
    return { ...page, beingWritten: true };
  });
}

/** The chain of nodes from the root to the leaf with this pathname (the leaf last), or null. */
function pathTo(pages: readonly NavPage[], target: string): NavPage[] | null {
  for (const page of pages) {
    if (page.children) {
      const below = pathTo(page.children, target);
      if (below) return [page, ...below];
    } else if (!page.external && normalizePathname(page.pathname) === target) {
      return [page];
    }
  }
  return null;
}

/**
 * Up to `count` written pages nearest to `pathname` in the tree: pages of the same group first, then
 * of the group around it, and so on; within one level, those closest in drawer order. Each page once.
 */
export function nearestWrittenPages(pages: readonly NavPage[], pathname: string, count = 3): PageLink[] {
  const target = normalizePathname(pathname);
  const chain = pathTo(pages, target);
  if (!chain) return [];
  const ordered = flattenPages(pages);
  const position = new Map(ordered.map((page, index) => [page, index]));
  const own = position.get(chain[chain.length - 1]!) ?? 0;
  const picked: PageLink[] = [];
  const seen = new Set<string>([target]);
  // Groups from the innermost outwards; the whole tree last.
  const scopes: Array<readonly NavPage[]> = [...chain.slice(0, -1).reverse().map((group) => group.children ?? []), pages];
  for (const scope of scopes) {
    const candidates = flattenPages(scope)
      .filter((page) => !page.beingWritten && !page.planned && !seen.has(normalizePathname(page.pathname)))
      .sort((a, b) => Math.abs((position.get(a) ?? 0) - own) - Math.abs((position.get(b) ?? 0) - own));
    for (const page of candidates) {
      if (picked.length >= count) return picked;
      const key = normalizePathname(page.pathname);
      if (seen.has(key)) continue;
      seen.add(key);
      picked.push({ pathname: page.pathname, title: pageToTitle(page) });
    }
    if (picked.length >= count) break;
  }
  return picked;
}

/**
 * The API pages that document the component of a page: `/joy-ui/react-button` → `/joy-ui/api/button`
 * (and `button-group`, …), Base UI's anchors under the page's own path. Names are matched on the
 * page's last segment without `react-`.
 */
export function apiPagesOfPage(apiPages: readonly ApiPageEntry[], pathname: string): PageLink[] {
  const target = normalizePathname(pathname);
  const slug = target.split('/').pop() ?? '';
  const stem = slug.replace(/^react-/, '');
  if (!slug.startsWith('react-') || !stem) return [];
  const library = `/${target.split('/')[1] ?? ''}/`;
  const seen = new Set<string>();
  const links: PageLink[] = [];
  for (const entry of apiPages) {
    if (entry.kind === 'index') continue;
    const path = normalizePathname(entry.pathname);
    const last = path.split('/').pop() ?? '';
    const matches =
      path.startsWith(`${target}/`) || (path.startsWith(library) && path.includes('/api/') && (last === stem || last.startsWith(`${stem}-`)));
    if (!matches || seen.has(entry.pathname)) continue;
    seen.add(entry.pathname);
    links.push({ pathname: entry.pathname, title: entry.title ?? pageToTitle(entry) });
  }
  return links;
}
