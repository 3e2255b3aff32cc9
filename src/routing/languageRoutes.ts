import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../site/languages';
import { pathnameToLanguage } from './pathnameToLanguage';

/**
 * In the export, a page with demos has one route for every language: `/material-ui/react-button/[[...lang]]`.
 * Turbopack's work grows with the routes, and a route per language doubled it for the pages that cost the
 * most (their demos). The English page is the route without its parameter (`/material-ui/react-button/`),
 * so the router finds it by itself; Next writes the Chinese one under `/material-ui/react-button/zh/`,
 * which the post-build moves to `/zh/material-ui/react-button/` (moveLanguageRoutePages). The router cannot
 * find that route from the URL (it picks `/zh/[...slug]`), so links navigate with `routerTargetOf`.
 * The dev server keeps a route per language (writeDemoRoutes).
 */
export const LANGUAGE_PARAM = 'lang';

const ROUTE_SUFFIX = `/[[...${LANGUAGE_PARAM}]]`;

/** The route of a page with demos in the export: `/material-ui/react-button/[[...lang]]`. */
export function languageRouteOf(pathname: string): string {
  return `${pathname === '/' ? '' : pathname.replace(/\/$/, '')}${ROUTE_SUFFIX}`;
}

/** The route's parameter for a language: none for English, `['zh']` for Chinese. */
export function languageParamOf(language: Language): string[] {
  return language === DEFAULT_LANGUAGE ? [] : [language];
}

/** The language a route's parameter selects; null for anything else (`['fr']`, `['zh', 'x']`). */
export function languageOfParam(param: unknown): Language | null {
  if (param === undefined || (Array.isArray(param) && param.length === 0)) return DEFAULT_LANGUAGE;
  const value: unknown = Array.isArray(param) ? (param.length === 1 ? param[0] : null) : param;
  return isLanguage(value) && value !== DEFAULT_LANGUAGE ? value : null;
}

/** Where Next writes a page of a language route, relative to the export: `material-ui/react-button/zh`. */
export function exportedFolderOf(pathname: string, language: Language): string {
  return [...pathname.split('/').filter(Boolean), ...languageParamOf(language)].join('/');
}

/** Where the page is served: `zh/material-ui/react-button`. */
export function servedFolderOf(pathname: string, language: Language): string {
  return [...(language === DEFAULT_LANGUAGE ? [] : [language]), ...pathname.split('/').filter(Boolean)].join('/');
}

export interface RouterTarget {
  /** The route and its parameters, as `router.push` takes them. */
  url: { pathname: string; query: Record<string, string | string[]> };
  /** The URL shown, as the link has it. */
  as: string;
}

/**
 * How the router reaches a site URL (`/zh/material-ui/react-button/#sizes`), given the build's routes:
 * the page's language route when it has one; the language's catch-all when a language route of a page
 * above it would otherwise claim it (`/x/react-data-grid/filtering/[[...lang]]` for
 * `/x/react-data-grid/filtering/other/`); null when the router finds the route from the URL itself.
 */
export function routerTargetOf(href: string, routes: ReadonlySet<string>): RouterTarget | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href);
  const pathPart = match?.[1] ?? '';
  const { userLanguage, canonicalAsServer } = pathnameToLanguage(pathPart);
  const segments = canonicalAsServer.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(match?.[2] ?? '')) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  const own = languageRouteOf(`/${segments.join('/')}`);
  if (routes.has(own)) {
    const param = languageParamOf(userLanguage);
    return { url: { pathname: own, query: param.length > 0 ? { ...query, [LANGUAGE_PARAM]: param } : query }, as: href };
  }
  const claimed = segments.some((_, index) => index > 0 && routes.has(languageRouteOf(`/${segments.slice(0, index).join('/')}`)));
  const catchAll = userLanguage === DEFAULT_LANGUAGE ? '/[...slug]' : `/${userLanguage}/[...slug]`;
  if (claimed && routes.has(catchAll)) return { url: { pathname: catchAll, query: { ...query, slug: segments } }, as: href };
  return null;
}
