import fs from 'node:fs';
import path from 'node:path';
import { findNavSection, type NavSection } from '../../navigation/sections';
import { navIconPathsOf } from '../../navigation/build/navIconPaths';
import { flagsOfPage } from '../../navigation/pageFlags';
import { pageToTitle } from '../../navigation/pageTitle';
import { apiPagesOfPage, markBeingWritten, nearestWrittenPages } from '../../navigation/pageReadiness';
import { findActivePage, findPrevNext, flattenPages, normalizePathname, type PageLink } from '../../navigation/treeQueries';
import type { NavPage } from '../../navigation/types';
import { localizeHref, pathnameToHref } from '../../routing/hrefs';
import { LANGUAGE_TAGS, type Language } from '../../site/languages';
import { findProduct } from '../../site/products';
import { apiDocsOfPage } from '../../api-reference/build/apiDocsOfPage';
import { apiToc, renderApiDocs } from '../../api-reference/build/renderApiDocs';
import { renderApiIndexPage } from '../../api-reference/build/apiIndexPage';
import { translateTree } from '../../i18n/build/pageTitles';
import { throwIfProblems } from '../../markdown/build/contentMessages';
import { renderMarkdown } from '../../markdown/build/renderMarkdown';
import { allDemoAnchors } from '../../blocks/demo/demoAnchors';
import { listBlogPosts } from '../../blog/build/posts';
import type { Breadcrumb, DocsPageProps, PageBlock, PageSource, PageStatus, TocEntry, WhileBeingWritten } from '../types';
import { formatLastChanged, lastChangedOf } from './lastChanged';
import { listStaticPages, PAGES_OUTSIDE_NAVIGATION } from './staticPages';
import { escapeHtml } from '../../site/escapeHtml';
import { checkPageLinks, type LinkTargets } from './checkPageLinks';
import { loadContentBlocks } from './contentBlocks';
import { anchorsOfContentPage, englishHeadingsOf, htmlIds, tocHashes } from './pageAnchors';

export const CONTENT_DIR = path.join(process.cwd(), 'content');
const PUBLIC_DIR = path.join(process.cwd(), 'public');
export { TOOLS_DIR } from './contentBlocks';

function publicAssetExists(publicPath: string): boolean {
  const file = path.join(PUBLIC_DIR, ...publicPath.split(/[?#]/)[0]!.split('/').filter(Boolean));
  return file.startsWith(PUBLIC_DIR) && fs.existsSync(file);
}

let exportedPages: Set<string> | null = null;

function hasPage(pathname: string): boolean {
  exportedPages ??= new Set(listStaticPages().map((page) => page.pathname));
  return exportedPages.has(pathname);
}

const isGeneratedApiPath = (pathname: string) => /\/api(\/|$)|\/(components|hooks)-api$/.test(pathname);

/**
 * The heading anchors of a docs page, for API descriptions linking into it: those of its Markdown,
 * none for a page still being written, null (unknown) for generated API pages.
 */
function headingAnchorsOf(pathname: string): ReadonlySet<string> | null {
  const file = findContentFile(pathname, 'en');
  if (file) return new Set(englishHeadingsOf(file).map((heading) => heading.hash));
  return isGeneratedApiPath(pathname) ? null : new Set();
}

let linkTargets: LinkTargets | null = null;

/** The pages and anchors that links of content may lead to. */
function siteLinkTargets(): LinkTargets {
  linkTargets ??= {
    pages: new Set([
      '/',
      '/blog',
      ...listStaticPages().map((page) => page.pathname),
      ...listBlogPosts().map((post) => `/blog/${post.slug}`),
    ]),
    anchorsOf: (pathname) => {
      const file = findContentFile(pathname, 'en');
      if (file) return anchorsOfContentPage(file);
      // Generated API pages have an anchor per member; the export's link checker covers those.
      return apiDocsOfPage(pathname).length > 0 ? null : new Set();
    },
  };
  return linkTargets;
}

/**
 * The closing "API" section of a page whose front matter names `components:` or `hooks:`: links to
 * their API pages (anchors on Base UI's tabs). Names without an API page are left out.
 */
function apiLinksOf(frontMatter: { components?: unknown; hooks?: unknown }, section: NavSection, language: Language): { html: string | null } {
  const names = [frontMatter.components, frontMatter.hooks].flatMap((value) => (Array.isArray(value) ? value.map(String) : []));
  const links = names.flatMap((name) => {
    const entry = section.apiPages.find((candidate) => (candidate.title ?? pageToTitle(candidate)) === name);
    const label = name.startsWith('use') ? escapeHtml(name) : `&lt;${escapeHtml(name)} /&gt;`;
    return entry ? [`<li><a href="${escapeHtml(localizeHref(pathnameToHref(entry.pathname), language))}"><code>${label}</code></a></li>`] : [];
  });
  if (links.length === 0) return { html: null };
  return {
    html: `<h2 id="api">API<a class="anchor-link" href="#api" aria-labelledby="api" tabindex="-1"><span aria-hidden="true">#</span></a></h2><p>See the API reference pages for the props and classes of:</p><ul>${links.join('')}</ul>`,
  };
}

/** The Markdown file of a page in a language, falling back to English; null when none exists. */
export function findContentFile(pathname: string, language: Language): string | null {
  const dir = path.join(CONTENT_DIR, ...pathname.split('/').filter(Boolean));
  const candidates = language === 'en' ? ['index.md'] : [`index.${language}.md`, 'index.md'];
  for (const name of candidates) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/** True for the API index page of a library (kind 'index' in its API tree), which is generated. */
function isApiIndexPage(pathname: string): boolean {
  const section = findNavSection(`${pathname}/`);
  return Boolean(section?.apiPages.some((entry) => entry.kind === 'index' && normalizePathname(entry.pathname) === pathname));
}

/** True for the API reference pages of a section (not its API index). */
function isApiReferencePage(pathname: string, section: NavSection): boolean {
  return section.apiPages.some(
    (entry) => entry.kind !== 'index' && normalizePathname(entry.pathname) === pathname,
  );
}

function apiTabOf(pathname: string): 'components-api' | 'hooks-api' | null {
  const match = /\/(components-api|hooks-api)$/.exec(pathname);
  return match ? (match[1] as 'components-api' | 'hooks-api') : null;
}

function titleOf(pathname: string, section: NavSection, activePage: NavPage | null): string {
  const outside = PAGES_OUTSIDE_NAVIGATION.find((page) => page.pathname === pathname);
  if (outside?.title) return outside.title;
  const tab = apiTabOf(pathname);
  if (tab) {
    const componentPath = pathname.slice(0, -tab.length - 1);
    const componentPage = findActivePage(section.pages, componentPath).activePage;
    const name = componentPage ? pageToTitle(componentPage) : pageToTitle({ pathname: componentPath });
    return tab === 'components-api' ? `${name} components API` : `${name} hooks API`;
  }
  const base = activePage ? pageToTitle(activePage) : pageToTitle({ pathname });
  if (base === 'Index') return `${section.name} API reference`;
  return isApiReferencePage(pathname, section) && !/ API$/.test(base) ? `${base} API` : base;
}

/**
 * The crumbs above the title: the library (linking to its overview) and the groups around the page
 * (each linking to its first page). A crumb that would lead to the page itself is not a link.
 */
function breadcrumbsOf(section: NavSection, parents: NavPage[], current: string): Breadcrumb[] {
  const link = (pathname: string | undefined): Pick<Breadcrumb, 'pathname'> =>
    pathname && normalizePathname(pathname) !== current && hasPage(normalizePathname(pathname)) ? { pathname: normalizePathname(pathname) } : {};
  const crumbs: Breadcrumb[] = [{ title: section.name, ...link(findProduct(section.id)?.landingPathname) }];
  for (const parent of [...parents].reverse()) {
    const title = pageToTitle(parent);
    if (title !== crumbs[crumbs.length - 1]?.title) crumbs.push({ title, ...link(flattenPages([parent])[0]?.pathname) });
  }
  return crumbs;
}

const writtenPages = new Map<string, boolean>();

/** True when a page has its content: a Markdown file, or generated API reference. */
function isWrittenPage(pathname: string): boolean {
  let written = writtenPages.get(pathname);
  if (written === undefined) {
    written = findContentFile(pathname, 'en') !== null || apiDocsOfPage(pathname).length > 0 || isApiIndexPage(pathname) || !hasPage(pathname);
    writtenPages.set(pathname, written);
  }
  return written;
}

function whileBeingWrittenOf(section: NavSection, pathname: string): WhileBeingWritten {
  const product = findProduct(section.id);
  const overview = product ? findActivePage(section.pages, product.landingPathname).activePage : null;
  const api: PageLink[] = apiPagesOfPage(section.apiPages, pathname).filter((link) => hasPage(normalizePathname(link.pathname)));
  return {
    api,
    nearby: nearestWrittenPages(section.pages, pathname),
    overview: overview && !overview.beingWritten && normalizePathname(overview.pathname) !== pathname ? { pathname: overview.pathname, title: pageToTitle(overview) } : null,
  };
}

function sourceOf(contentFile: string | null, language: Language): PageSource {
  if (!contentFile) return { file: null, lastChanged: null };
  const iso = lastChangedOf(path.dirname(contentFile));
  return {
    file: path.relative(process.cwd(), contentFile).split(path.sep).join('/'),
    lastChanged: iso ? { iso, text: formatLastChanged(iso, LANGUAGE_TAGS[language]) } : null,
  };
}

function placeholderDescription(title: string, section: NavSection): string {
  const product = findProduct(section.id);
  return product
    ? `${title}: documentation of ${product.name} ${product.version}.`
    : `${title}: MUI documentation.`;
}

/** Builds the props of the docs page at `pathname` (canonical, no trailing slash). */
export async function loadDocsPage(pathname: string, language: Language): Promise<DocsPageProps> {
  const canonical = normalizePathname(pathname);
  const section = findNavSection(`${canonical}/`);
  if (!section) throw new Error(`No navigation section serves ${pathname}`);
  // Titles in the reader's language, for the drawer, breadcrumbs, prev/next and untranslated pages.
  // The drawer marks the pages of a library that are still being written.
  const translated = translateTree(section.pages, language);
  const tree: NavSection = { ...section, pages: findProduct(section.id) ? markBeingWritten(translated, isWrittenPage) : translated };

  const tab = apiTabOf(canonical);
  const apiAnchors = tab
    ? tree.apiPages
        .filter((entry) => normalizePathname(entry.pathname) === canonical)
        .map((entry) => ({
          hash: entry.pathname.split('#')[1] ?? '',
          title: entry.title ?? pageToTitle(entry),
          kind: entry.kind,
          packageName: entry.packageName ?? null,
        }))
    : [];

  const { activePage, activePageParents } = findActivePage(tree.pages, canonical);
  let title = titleOf(canonical, tree, activePage);
  let heading: string | null = null;
  let description = placeholderDescription(title, tree);
  let body: PageBlock[] = [];
  let hasCode = false;
  let toc: TocEntry[] = apiAnchors.map((anchor) => ({ hash: anchor.hash, text: anchor.title, children: [] }));
  let status: PageStatus = activePage?.planned ? 'planned' : 'being-written';

  const contentFile = findContentFile(canonical, language);
  if (contentFile) {
    const location = path.relative(process.cwd(), contentFile);
    const englishFile = findContentFile(canonical, 'en');
    const englishHeadings = englishFile && englishFile !== contentFile ? englishHeadingsOf(englishFile) : undefined;
    const rendered = renderMarkdown(fs.readFileSync(contentFile, 'utf8'), {
      location,
      language,
      assetExists: publicAssetExists,
      englishHeadings,
      deferProblems: true,
    });
    const { file } = rendered;
    title = rendered.title;
    heading = rendered.heading;
    description = rendered.description;
    body = await loadContentBlocks(rendered, contentFile, { hasPage, headingAnchorsOf });
    const apiLinks = apiLinksOf(rendered.frontMatter, tree, language);
    if (apiLinks.html) body.push({ type: 'html', html: apiLinks.html });
    hasCode = rendered.hasCode || body.some((block) => block.type === 'demo' || block.type === 'api' || block.type === 'playground');
    toc = [
      ...rendered.toc,
      ...body.flatMap((block) => (block.type === 'api' ? apiToc(block.docs) : [])),
      ...(apiLinks.html ? [{ hash: 'api', text: 'API', children: [] }] : []),
    ];
    const ownAnchors = new Set([
      ...tocHashes(toc),
      ...body.flatMap((block) =>
        block.type === 'html' ? htmlIds(block.html) : block.type === 'demo' ? allDemoAnchors(block.demo.name, block.demo.variants.map((variant) => variant.styling)) : [],
      ),
    ]);
    checkPageLinks(file, rendered.links, canonical, ownAnchors, siteLinkTargets());
    throwIfProblems(file);
    status = 'written';
  }

  const apiDocs = apiDocsOfPage(canonical);
  const api = apiDocs.length > 0 ? renderApiDocs(apiDocs, hasPage, headingAnchorsOf) : null;
  if (api && !contentFile) {
    toc = apiToc(api);
    status = 'written';
    hasCode = true;
    const first = apiDocs[0];
    description = first
      ? `API reference of ${apiDocs.map((doc) => doc.name).join(', ')} from ${first.packageName}: ${first.kind === 'hook' ? 'parameters and return value' : first.kind === 'interface' ? 'properties and methods' : 'props, slots and CSS classes'}.`
      : description;
  }

  if (!contentFile && !api && isApiIndexPage(canonical)) {
    const index = renderApiIndexPage(findProduct(section.id)?.name ?? section.name, tree.apiPages, apiDocsOfPage, language);
    body = [{ type: 'html', html: index.html }];
    toc = index.toc;
    description = index.description;
    status = 'written';
  }

  const { prev, next } = findPrevNext(tree.pages, canonical);
  return {
    userLanguage: language,
    canonicalAs: pathnameToHref(canonical),
    page: {
      pathname: canonical,
      title,
      heading: heading ?? title,
      description,
      status,
      body,
      needsIconFont: body.some(
        (block) => block.type === 'demo' && block.demo.variants.some((variant) => /@mui\/material\/Icon'|material-icons/.test(variant.ts.raw)),
      ),
      untranslated: contentFile !== null && language !== 'en' && path.basename(contentFile) === 'index.md',
      hasCode,
      toc,
      breadcrumbs: breadcrumbsOf(tree, activePageParents, canonical),
      plan: activePage?.plan ?? null,
      flags: activePage ? flagsOfPage(activePage) : [],
      apiAnchors,
      api,
      whileBeingWritten: status === 'being-written' ? whileBeingWrittenOf(tree, canonical) : null,
      source: sourceOf(contentFile, language),
    },
    navigation: {
      sectionId: tree.id,
      sectionName: tree.name,
      iconPaths: navIconPathsOf(section.pages),
      pages: tree.pages,
      prev,
      next,
    },
  };
}
