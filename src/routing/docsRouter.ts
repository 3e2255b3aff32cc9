import Router from 'next/router';
import { routerTargetOf, type RouterTarget } from './languageRoutes';

/** The part of Next's router instance that lists the build's routes (not in its public type). */
interface RouteLister {
  pageLoader?: { getPageList?: () => Promise<string[]> };
}

let routes: Promise<ReadonlySet<string>> | null = null;

/** The build's routes, read once (Next loads its route manifest on the first wait for it). */
function buildRoutes(): Promise<ReadonlySet<string>> {
  if (routes) return routes;
  const list = (Router.router as unknown as RouteLister | null)?.pageLoader?.getPageList?.();
  // No router yet: the router itself will find what it can from the URL.
  if (!list) return Promise.resolve(new Set());
  routes = list.then(
    (pages) => new Set(pages),
    (error: unknown) => {
      // The manifest failed to load: the next navigation asks again.
      routes = null;
      throw error;
    },
  );
  return routes;
}

/** How the router reaches a site URL: its route, when it cannot find it from the URL (see languageRoutes). */
async function targetOf(href: string): Promise<RouterTarget | null> {
  return routerTargetOf(href, await buildRoutes());
}

/** `?lang=zh` for a target's query, as `router.prefetch` takes the route as a string. */
function routeString(target: RouterTarget): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(target.url.query)) for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  const query = search.toString();
  return query ? `${target.url.pathname}?${query}` : target.url.pathname;
}

/**
 * Navigates to a page of the site on the client. Every link of the site goes through here: the routes
 * the export shares between languages are not found from the URL alone.
 */
export async function pushDocsPage(href: string): Promise<boolean> {
  const target = await targetOf(href).catch(() => null);
  return target ? Router.push(target.url, target.as) : Router.push(href);
}

/** Downloads a page's code and data ahead of a navigation to it. */
export async function prefetchDocsPage(href: string): Promise<void> {
  const target = await targetOf(href);
  await (target ? Router.prefetch(routeString(target), target.as) : Router.prefetch(href));
}
