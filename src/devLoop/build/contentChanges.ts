import path from 'node:path';

/** What a batch of changed files under content/ asks the dev server to redo. */
export interface ContentChangePlan {
  /** Pages whose Markdown or demos changed (canonical pathnames), to reload and re-index. */
  pages: string[];
  /** Blog posts changed (their slugs). */
  blogPosts: string[];
  /**
   * The demo routes may have to change: a page's Markdown or a file of a demos/ folder was added, removed,
   * renamed or edited (a new directive, a new styling variant, a new import of the Data Grid).
   */
  routes: boolean;
}

const PAGE_FILE = /^index(\.[a-z]{2})?\.md$/;

/**
 * The page a changed file belongs to, from its path relative to content/ (`/`-separated):
 * `material-ui/react-button/index.md` and `material-ui/react-button/demos/Basic/tailwind.tsx` both belong
 * to `/material-ui/react-button`. Null for files outside a page (editor swap files, the blog's root).
 */
export function pageOfContentFile(relativePath: string): { kind: 'docs' | 'blog'; pathname: string } | null {
  const segments = relativePath.split(/[\\/]/).filter(Boolean);
  const name = segments[segments.length - 1] ?? '';
  if (name.startsWith('.') || name.endsWith('~') || /\.(swp|swx|tmp)$/.test(name)) return null;
  const demosAt = segments.lastIndexOf('demos');
  const pageSegments = demosAt > 0 && demosAt < segments.length - 1 ? segments.slice(0, demosAt) : PAGE_FILE.test(name) ? segments.slice(0, -1) : null;
  if (!pageSegments || pageSegments.length === 0) return null;
  if (pageSegments[0] === 'blog') return pageSegments.length === 2 ? { kind: 'blog', pathname: pageSegments[1]! } : null;
  return { kind: 'docs', pathname: `/${pageSegments.join('/')}` };
}

/** Sorts a batch of changed paths (relative to content/) into what must be regenerated and refreshed. */
export function planContentChanges(relativePaths: Iterable<string>): ContentChangePlan {
  const pages = new Set<string>();
  const blogPosts = new Set<string>();
  let routes = false;
  for (const relativePath of relativePaths) {
    const page = pageOfContentFile(relativePath);
    if (!page) {
      // A folder added, removed or renamed (a new page folder, a new styling-variant folder) is reported by
      // its own path: the routes are worked out again.
      if (!path.extname(relativePath) && !path.basename(relativePath).startsWith('.')) routes = true;
      continue;
    }
    if (page.kind === 'blog') blogPosts.add(page.pathname);
    else {
      pages.add(page.pathname);
      routes = true;
    }
  }
  return { pages: [...pages].sort(), blogPosts: [...blogPosts].sort(), routes };
}
