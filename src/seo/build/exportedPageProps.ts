import fs from 'node:fs';
import path from 'node:path';
import type { DocsPageProps } from '../../docsPage/types';
import { localizeHref, pathnameToHref } from '../../routing/hrefs';
import { exportedFolderOf } from '../../routing/languageRoutes';
import type { Language } from '../../site/languages';

/** Reads the props the export holds for a page; null when it holds none for that page and language. */
export type ExportedPropsReader = (pathname: string, language: Language) => DocsPageProps | null;

/**
 * The props Next.js wrote for each statically generated page, in the export's
 * `_next/data/<build id>/<page>.json` (the client router fetches them on navigation). Post-build steps read
 * them instead of loading every page's Markdown, demos and API data a second time; a page whose file is
 * missing or describes another page is read as null, for the caller to load it itself.
 */
export function exportedPropsReader(outDir: string): ExportedPropsReader {
  const dataDir = path.join(outDir, '_next', 'data');
  const builds = fs.existsSync(dataDir) ? fs.readdirSync(dataDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  // One build writes one directory; with none, or leftovers of several, nothing can be trusted.
  if (builds.length !== 1) return () => null;
  const buildDir = path.join(dataDir, builds[0]!.name);
  return (pathname, language) => {
    const href = localizeHref(pathnameToHref(pathname), language);
    // A page of a route shared by the languages keeps its data where the route wrote it
    // (`material-ui/react-button/zh.json`, see routing/languageRoutes), the router fetches it there.
    const names = [href === '/' ? 'index' : href.replace(/^\/|\/$/g, ''), exportedFolderOf(pathname, language)];
    let data: { pageProps?: Partial<DocsPageProps> } | null = null;
    for (const name of names) {
      try {
        data = JSON.parse(fs.readFileSync(path.join(buildDir, `${name}.json`), 'utf8')) as { pageProps?: Partial<DocsPageProps> };
        break;
      } catch {
        // Not there: the next place, or none.
      }
    }
    if (!data) return null;
    const props = data.pageProps;
    if (!props?.page || !props.navigation || props.page.pathname !== pathname || props.userLanguage !== language) return null;
    return props as DocsPageProps;
  };
}
