import path from 'node:path';
import type { GetStaticPaths, GetStaticProps } from 'next';
import { pageWordings } from '../../i18n/build/pageWordings';
import { LANGUAGES, type Language } from '../../site/languages';
import { LANGUAGE_PARAM, languageOfParam, languageParamOf } from '../../routing/languageRoutes';
import type { DocsPageProps } from '../types';
import { findDemoPages } from './demoPages';
import { CONTENT_DIR, loadDocsPage } from './loadDocsPage';
import { listStaticPages } from './staticPages';
import { exportedPageFilter } from '../../site/build/exportSubset';
import { readDevRevision } from '../../devLoop/build/devRevision';

/** Pages with a route file of their own in src/pages (the blog). */
const HANDWRITTEN_ROUTES = ['/blog'];

/**
 * `getStaticPaths` of the catch-all docs route: every page of every tree, except the pages with
 * demos, which have routes of their own (see writeDemoRoutes), and pages `EXPORT_SUBSET` leaves out.
 */
export function docsStaticPaths(): ReturnType<GetStaticPaths> {
  const ownRoutes = new Set([...findDemoPages(path.resolve(CONTENT_DIR)).map((page) => page.pathname), ...HANDWRITTEN_ROUTES]);
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

/** `getStaticProps` of the catch-all docs route of one language. */
export function docsStaticProps(language: Language): GetStaticProps<DocsPageProps, { slug: string[] }> {
  return async ({ params }) => {
    const slug = params?.slug ?? [];
    const devRevision = devRevisionProp();
    return { props: { ...(await loadDocsPage(`/${slug.join('/')}`, language)), ...pageWordings(language), ...devRevision } };
  };
}

/** `getStaticProps` of a page that has a route of its own. */
export function docsPageStaticProps(language: Language, pathname: string): GetStaticProps<DocsPageProps> {
  return async () => {
    const devRevision = devRevisionProp();
    return { props: { ...(await loadDocsPage(pathname, language)), ...pageWordings(language), ...devRevision } };
  };
}

/** `getStaticPaths` of a page's route for every language (the export's layout, see routing/languageRoutes). */
export const languageRouteStaticPaths: GetStaticPaths<{ [LANGUAGE_PARAM]: string[] }> = () =>
  Promise.resolve({ paths: LANGUAGES.map((language) => ({ params: { [LANGUAGE_PARAM]: languageParamOf(language) } })), fallback: false });

/** `getStaticProps` of a page's route for every language: the language is the route's parameter. */
export function languageRouteStaticProps(pathname: string): GetStaticProps<DocsPageProps, { [LANGUAGE_PARAM]?: string[] }> {
  return async (context) => {
    const language = languageOfParam(context.params?.[LANGUAGE_PARAM]);
    if (!language) return { notFound: true };
    return docsPageStaticProps(language, pathname)(context);
  };
}
