import path from 'node:path';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { pageWordings } from '../../i18n/build/pageWordings';
import type { Language } from '../../site/languages';
import type { DocsPageProps } from '../types';
import { findDemoPages } from './demoPages';
import { CONTENT_DIR, loadDocsPage } from './loadDocsPage';
import { listStaticPages } from './staticPages';
import { exportedPageFilter } from '../../site/build/exportSubset';
import { readDevRevision } from '../../devLoop/build/devRevision';
import { loadDemoPageModule } from '../demoPageModule';

/** Pages with a route file of their own in src/pages (the blog). */
const HANDWRITTEN_ROUTES = ['/blog'];

let demoPagePathnames: ReadonlySet<string> | null = null;

/**
 * Whether a page has a module of its own (demos, docs tools or playgrounds: see writeDemoPages). Read once
 * per build; in development every time, as a page may get its first demo while the server runs.
 */
function isDemoPage(pathname: string): boolean {
  const pathnames = demoPagePathnames ?? new Set(findDemoPages(path.resolve(CONTENT_DIR)).map((page) => page.pathname));
  if (process.env.NODE_ENV !== 'development') demoPagePathnames = pathnames;
  return pathnames.has(pathname);
}

/**
 * `getStaticPaths` of the catch-all docs route: every page of every tree, except pages with a route
 * written by hand and pages `EXPORT_SUBSET` leaves out.
 */
export function docsStaticPaths(): ReturnType<GetStaticPaths> {
  const ownRoutes = new Set(HANDWRITTEN_ROUTES);
  const exported = exportedPageFilter();
  const paths = listStaticPages()
    .filter((page) => !ownRoutes.has(page.pathname) && exported(page.pathname))
    .map((page) => ({ params: { slug: page.pathname.split('/').filter(Boolean) } }));
  return { paths, fallback: false };
}

/** In development, the dev server's revision, read before the content: see DocsPageProps.devRevision. */
function devRevisionProp(): Pick<DocsPageProps, 'devRevision'> {
  return process.env.NODE_ENV === 'development' ? { devRevision: readDevRevision(process.cwd()) } : {};
}

/**
 * `getStaticProps` of the catch-all docs route of one language. A page with demos has its module loaded
 * here, before the page renders: it renders in full, with the module at hand (demoPageModule.ts).
 */
export function docsStaticProps(language: Language): GetStaticProps<DocsPageProps, { slug: string[] }> {
  return async ({ params }) => {
    const pathname = `/${(params?.slug ?? []).join('/')}`;
    const devRevision = devRevisionProp();
    const props: DocsPageProps = { ...(await loadDocsPage(pathname, language)), ...pageWordings(language), ...devRevision };
    if (isDemoPage(pathname)) {
      await loadDemoPageModule(pathname);
      props.demoPage = true;
    }
    return { props };
  };
}
