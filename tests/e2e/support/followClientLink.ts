/**
 * Navigates in the page as the site's links do: a click on an `<a data-client-link>`, which the site's
 * document listener sends through its router (src/routing/docsRouter.ts). Calling Next's router with a
 * URL does not reach every page: a Chinese page with demos shares its route with the English one
 * (src/routing/languageRoutes.ts), and only the site's links name that route.
 *
 * Runs in the page (`page.evaluate(followClientLink, href)`), so it is self-contained. Resolves true once
 * the route change ends at `href`'s path; false when it failed, there is no router yet, or 15 s passed.
 */
export function followClientLink(href: string): Promise<boolean> {
  type Handler = (...args: unknown[]) => void;
  type Events = { on(event: string, handler: Handler): void; off(event: string, handler: Handler): void };
  const events = (window as unknown as { next?: { router?: { events?: Events } } }).next?.router?.events;
  if (!events) return Promise.resolve(false);
  return new Promise<boolean>((resolve) => {
    const target = new URL(href, location.href);
    const finish = (ended: boolean) => {
      events.off('routeChangeComplete', complete);
      events.off('hashChangeComplete', complete);
      events.off('routeChangeError', failed);
      clearTimeout(timer);
      resolve(ended && location.pathname === target.pathname);
    };
    const complete = () => finish(true);
    const failed = () => finish(false);
    const timer = setTimeout(() => finish(false), 15_000);
    events.on('routeChangeComplete', complete);
    events.on('hashChangeComplete', complete);
    events.on('routeChangeError', failed);
    const link = document.createElement('a');
    link.href = href;
    link.setAttribute('data-client-link', '');
    document.body.append(link);
    link.click();
    link.remove();
  });
}
