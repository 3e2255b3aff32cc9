import type { VFile } from 'vfile';
import { reportProblem } from '../../markdown/build/contentMessages';
import type { InternalLink } from '../../markdown/build/renderMarkdown';

/** What a page's links may lead to. */
export interface LinkTargets {
  /** Canonical pathnames of the site's pages (no language segment, no trailing slash; `/` for home). */
  pages: ReadonlySet<string>;
  /** The anchors of a page, or null when they are not known here (generated API pages). */
  anchorsOf: (pathname: string) => ReadonlySet<string> | null;
}

const FILE_PATH = /\.[a-z0-9]{1,6}$/i;

/** The hash as written, decoded where it is valid percent-encoding. */
function decodeHash(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** `/zh/material-ui/react-button/?q#x` → `/material-ui/react-button`, and its hash. */
export function linkTarget(href: string): { pathname: string; hash: string | null } {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? null : decodeHash(href.slice(hashAt + 1));
  const pathPart = (hashAt === -1 ? href : href.slice(0, hashAt)).replace(/\?.*$/, '');
  const pathname = pathPart.replace(/^\/zh(?=\/)/, '').replace(/\/+$/, '') || '/';
  return { pathname, hash };
}

const bareName = (pathname: string) => (pathname.split('/').pop() ?? '').replace(/^react-/, '');

/** Edits (insert, delete, replace a letter) between two short names. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Pages named like the link's last segment (with or without `react-`, or with a typo of at most two
 * letters), those of the same library first: the likely meant page when a link leads nowhere.
 */
function likelyPages(pathname: string, pages: ReadonlySet<string>): string[] {
  const name = bareName(pathname);
  const library = pathname.split('/')[1];
  const distance = (page: string) => (bareName(page) === name ? 0 : editDistance(bareName(page), name));
  return [...pages]
    .filter((page) => page !== pathname && name.length > 2 && distance(page) <= 2)
    .sort((a, b) => distance(a) - distance(b) || Number(b.split('/')[1] === library) - Number(a.split('/')[1] === library))
    .slice(0, 3);
}

function someAnchors(anchors: ReadonlySet<string>): string {
  const list = [...anchors].filter((anchor) => !/\.(js|tsx)$/.test(anchor)).slice(0, 8);
  return list.length > 0 ? `Its anchors include ${list.map((anchor) => `#${anchor}`).join(', ')}.` : 'It has no section anchors.';
}

/**
 * Reports, on the page's file, each internal link that leads to no page of the site, and each `#hash`
 * that names no anchor of its page (this page's for a bare `#hash`).
 */
export function checkPageLinks(file: VFile, links: readonly InternalLink[], ownPathname: string, ownAnchors: ReadonlySet<string>, targets: LinkTargets): void {
  for (const link of links) {
    const { pathname, hash } = link.href.startsWith('#') ? { pathname: ownPathname, hash: decodeHash(link.href.slice(1)) } : linkTarget(link.href);
    if (!link.href.startsWith('#')) {
      if (FILE_PATH.test(pathname)) continue; // files (feeds, images, twins) are checked in the export
      if (!targets.pages.has(pathname)) {
        const likely = likelyPages(pathname, targets.pages);
        reportProblem(
          file,
          'broken-link',
          `The link "${link.href}" leads to no page of the site.`,
          link.place,
          likely.length > 0
            ? `Did you mean ${likely.map((page) => `${page}/`).join(' or ')}? Pages are listed in src/navigation/trees/.`
            : 'Link to a page listed in src/navigation/trees/, or add the page there first.',
        );
        continue;
      }
    }
    if (!hash) continue;
    const anchors = pathname === ownPathname ? ownAnchors : targets.anchorsOf(pathname);
    // Anchors of headings with other letters than ASCII are written percent-encoded, as links to them are.
    if (anchors && !anchors.has(hash) && !anchors.has(encodeURIComponent(hash))) {
      reportProblem(
        file,
        'broken-hash',
        pathname === ownPathname ? `The link "${link.href}" names no anchor of this page.` : `The link "${link.href}" names no anchor of ${pathname}/.`,
        link.place,
        `Anchors are made from heading text (## Sizes → #sizes) and demo files (#BasicButtons.tsx). ${someAnchors(anchors)}`,
      );
    }
  }
}
