import { pageToTitle } from './pageTitle';
import type { NavPage } from './types';

/** A page's pathname as it is looked up: no hash, no query, no trailing slash (except `/`). */
export function normalizePathname(pathname: string): string {
  const path = pathname.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export interface NavIndex {
  /** Every node by its pathname (hash kept for anchors such as Base UI API entries). */
  byPathname: ReadonlyMap<string, NavPage>;
  /** Every node's parent; top-level nodes have none. */
  parentOf: ReadonlyMap<NavPage, NavPage>;
}

/**
 * Indexes a tree and validates it: a pathname that appears twice throws
 * `Duplicated pathname <pathname> in pages` (DESIGN B3), which fails the build.
 */
export function indexNavTree(pages: readonly NavPage[]): NavIndex {
  const byPathname = new Map<string, NavPage>();
  const parentOf = new Map<NavPage, NavPage>();
  const visit = (nodes: readonly NavPage[], parent: NavPage | null) => {
    for (const node of nodes) {
      if (byPathname.has(node.pathname)) {
        throw new Error(`Duplicated pathname ${node.pathname} in pages`);
      }
      byPathname.set(node.pathname, node);
      if (parent) parentOf.set(node, parent);
      if (node.children) visit(node.children, node);
    }
  };
  visit(pages, null);
  return { byPathname, parentOf };
}

export interface ActivePage {
  activePage: NavPage | null;
  /** Ancestors of the active page, nearest first. */
  activePageParents: NavPage[];
}

/** The leaf page whose pathname matches (ignoring hash, query and trailing slash), and its ancestors. */
export function findActivePage(pages: readonly NavPage[], pathname: string): ActivePage {
  const target = normalizePathname(pathname);
  const { parentOf } = indexNavTree(pages);
  let found: NavPage | null = null;
  const visit = (nodes: readonly NavPage[]) => {
    for (const node of nodes) {
      if (found) return;
      if (!node.children && !node.external && normalizePathname(node.pathname) === target) {
        found = node;
        return;
      }
      if (node.children) visit(node.children);
    }
  };
  visit(pages);
  const activePageParents: NavPage[] = [];
  let cursor: NavPage | undefined = found ? parentOf.get(found) : undefined;
  while (cursor) {
    activePageParents.push(cursor);
    cursor = parentOf.get(cursor);
  }
  return { activePage: found, activePageParents };
}

/** Leaf pages of the site (not groups, not external links), in depth-first drawer order. */
export function flattenPages(pages: readonly NavPage[]): NavPage[] {
  const result: NavPage[] = [];
  const visit = (nodes: readonly NavPage[]) => {
    for (const node of nodes) {
      if (node.children) visit(node.children);
      else if (!node.external) result.push(node);
    }
  };
  visit(pages);
  return result;
}

export interface PageLink {
  pathname: string;
  title: string;
}

export interface PrevNext {
  prev: PageLink | null;
  next: PageLink | null;
}

/**
 * Neighbours of a page in depth-first order (DESIGN B3). Anchored entries that share a page with the
 * previous entry (Base UI API anchors) are skipped, so every link leads to another page.
 */
export function findPrevNext(pages: readonly NavPage[], pathname: string): PrevNext {
  const target = normalizePathname(pathname);
  const seen = new Set<string>();
  const ordered: PageLink[] = [];
  for (const page of flattenPages(pages)) {
    const key = normalizePathname(page.pathname);
    if (seen.has(key)) continue;
    seen.add(key);
    ordered.push({ pathname: page.pathname, title: pageToTitle(page) });
  }
  const index = ordered.findIndex((link) => normalizePathname(link.pathname) === target);
  if (index === -1) return { prev: null, next: null };
  return { prev: ordered[index - 1] ?? null, next: ordered[index + 1] ?? null };
}
