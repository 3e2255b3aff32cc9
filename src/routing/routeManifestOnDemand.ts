/**
 * Next.js's client build manifest (every route and its chunks, about 11 KB gzip for this site) is only
 * read by the router, to prefetch or to navigate. The export no longer loads it with every page (see
 * src/hosting/build/paintFirstScripts.ts); this loads it the first time the router waits for it.
 * The SSG manifest (every statically generated route, 3 KB gzip and growing with the site) comes with it:
 * the router reads it only in a prefetch, after it has awaited the build manifest, and waits for it
 * through a promise that the file's callback resolves whenever it arrives.
 *
 * The router waits by setting `self.__BUILD_MANIFEST_CB`, which the manifest file calls once it has
 * run. Watching that property tells exactly when the manifest is wanted: hovering a link (prefetch),
 * a navigation, or a URL with a query string that the router re-applies after hydration.
 */

interface ManifestWindow {
  __BUILD_MANIFEST?: unknown;
  __SSG_MANIFEST?: unknown;
  __BUILD_MANIFEST_CB?: () => void;
  __NEXT_DATA__?: { buildId?: unknown };
}

const INSTALLED = Symbol.for('docs.routeManifestOnDemand');

/** A router manifest's URL for a build id, or null for an id that could not be one of Next's. */
export function buildManifestUrl(buildId: unknown, manifest: 'build' | 'ssg' = 'build'): string | null {
  return typeof buildId === 'string' && /^[\w-]{1,64}$/.test(buildId) ? `/_next/static/${buildId}/_${manifest}Manifest.js` : null;
}

/** Installs the watcher once per window; a page that still ships the manifest makes it a no-op. */
export function loadRouteManifestOnDemand(target: Window = window, doc: Document = document): void {
  const win = target as unknown as ManifestWindow & Record<symbol, boolean>;
  if (win[INSTALLED] || win.__BUILD_MANIFEST) return;
  win[INSTALLED] = true;
  const url = buildManifestUrl(win.__NEXT_DATA__?.buildId);
  if (!url) return;
  const ssgUrl = buildManifestUrl(win.__NEXT_DATA__?.buildId, 'ssg');
  const requested = new Set<string>();
  const load = (src: string) => {
    if (requested.has(src)) return;
    requested.add(src);
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    // A failed download can be retried by the next wait.
    script.onerror = () => {
      requested.delete(src);
      script.remove();
    };
    doc.head.appendChild(script);
  };
  const request = () => {
    if (!win.__BUILD_MANIFEST) load(url);
    if (ssgUrl && !win.__SSG_MANIFEST) load(ssgUrl);
  };
  let callback = win.__BUILD_MANIFEST_CB;
  Object.defineProperty(win, '__BUILD_MANIFEST_CB', {
    configurable: true,
    enumerable: true,
    get: () => callback,
    set: (value: (() => void) | undefined) => {
      callback = value;
      if (typeof value === 'function') request();
    },
  });
  if (typeof callback === 'function') request();
}
