// The site's service worker (B11), bundled by build/buildServiceWorker.ts into out/sw.js.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { SKIP_WAITING_MESSAGE } from './serviceWorkerUpdates';

interface PrecacheEntry {
  url: string;
  revision: string | null;
}

// Replaced at build time with the shell's files and their revisions.
declare const PRECACHE_MANIFEST: PrecacheEntry[];

const worker = self as unknown as {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  skipWaiting(): Promise<void>;
};

// The shell: the home page, the 404 page and the scripts and styles they load.
precacheAndRoute(PRECACHE_MANIFEST);
cleanupOutdatedCaches();

// Pages: the network first (fresh docs), the cached copy of a visited page when offline.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 4, plugins: [new ExpirationPlugin({ maxEntries: 300 })] }),
);
// Hashed build files never change.
registerRoute(
  ({ url }) => url.pathname.startsWith('/_next/static/'),
  new CacheFirst({ cacheName: 'static', plugins: [new ExpirationPlugin({ maxEntries: 600 })] }),
);
// Page data for client-side navigation, fonts, images and stylesheets.
registerRoute(
  ({ url }) => url.pathname.startsWith('/_next/data/') || url.pathname.startsWith('/static/'),
  new StaleWhileRevalidate({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 600 })] }),
);

// Offline, a page never visited gets the shell's 404 page rather than the browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/404.html')) ?? Response.error();
  return Response.error();
});

// A new version waits until the page tells it to take over; the page then reloads (no clients.claim).
worker.addEventListener('message', (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void worker.skipWaiting();
});
