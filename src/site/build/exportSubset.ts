import { normalizePathname } from '../../navigation/treeQueries';

/**
 * A build of some pages only, for an export that exists to test a few behaviours: `EXPORT_SUBSET` names
 * one of the lists below, and the export then holds those pages (in every language), the home page, the
 * blog, the 404 page and the site files built from them. Unset, every page is exported.
 *
 * The configured export (out-ga, `npm run build:configured`) tests analytics, the service worker, the
 * security headers with the tag allowed and "Edit this page": behaviours of the shell, the same on every
 * page. Building its 1,200 pages again took a third of the build time of `npm test`.
 */
export const EXPORT_SUBSETS = {
  /** The pages the browser tests open on the configured export, and the pages one click away from them. */
  'configured-tests': [
    '/',
    '/material-ui/getting-started',
    '/material-ui/getting-started/installation',
    '/material-ui/getting-started/usage',
    '/material-ui/react-alert',
    '/material-ui/react-button',
    '/material-ui/api/button',
    '/joy-ui/getting-started',
    '/base-ui/react-slider',
    '/experiments/docs/demos',
  ],
} as const satisfies Record<string, readonly string[]>;

export type ExportSubsetName = keyof typeof EXPORT_SUBSETS;

/** True for a page the export holds (canonical pathname, any language prefix removed by the caller). */
export type ExportedPageFilter = (pathname: string) => boolean;

/** The filter `EXPORT_SUBSET` asks for; an unknown name stops the build with the names it knows. */
export function exportedPageFilter(env: Readonly<Record<string, string | undefined>> = process.env): ExportedPageFilter {
  const name = env.EXPORT_SUBSET?.trim();
  if (!name) return () => true;
  if (!Object.hasOwn(EXPORT_SUBSETS, name)) {
    throw new Error(`EXPORT_SUBSET=${name} is not a subset this site knows; use one of: ${Object.keys(EXPORT_SUBSETS).join(', ')} (or leave it unset for every page).`);
  }
  const pages = new Set<string>(EXPORT_SUBSETS[name as ExportSubsetName].map(normalizePathname));
  return (pathname) => pages.has(normalizePathname(pathname));
}
