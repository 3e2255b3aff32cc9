import type * as React from 'react';
import type { BundledDemos, DemoBlockComponents } from '../blocks/demo/demoComponents';
import type { PlaygroundEntrySource } from '../playground/playgroundEntry';
import { demoPageBucketOf } from './demoPageBuckets';

/**
 * What a page with demos, docs tools or playgrounds adds to the docs page: a generated module per page
 * (src/generated/demoPages/, written by build/writeDemoPages.ts), which its body reads through
 * DemoPageProviders.
 *
 * Every page is rendered by the one catch-all route. A route per page with demos (522 routes, one per
 * language) cost a build most of its compile time: Turbopack's work grows with the routes and chunk
 * groups, much less with the modules (75 s of compile with the routes, 61 s without). The page's own code
 * stays its own: the module is a chunk that only its page fetches, found through a bucket of the index
 * (demoPageBuckets.ts).
 */
export interface DemoPageModule {
  demos: BundledDemos;
  tools: Record<string, React.ComponentType>;
  /** The page's playground entry; null on pages without playgrounds. */
  playgrounds: PlaygroundEntrySource | null;
  /** The demo blocks (demoBlocks.tsx): modules of pages with demos only. */
  blocks: DemoBlockComponents;
}

/** What a bucket of the generated index holds (src/generated/demoPageIndex/): each page's module, by its pathname. */
export type DemoPageLoaders = Readonly<Record<string, () => Promise<{ default: DemoPageModule }>>>;

/** What the generated index (src/generated/demoPageIndex/index.ts) holds: its buckets (demoPageBuckets.ts). */
export type DemoPageBuckets = ReadonlyArray<() => Promise<{ DEMO_PAGE_LOADERS: DemoPageLoaders }>>;

type Entry = { module: DemoPageModule } | { error: unknown } | { pending: Promise<void> };

const entries = new Map<string, Entry>();

/** How long the browser waits before it asks again for a module it could not fetch (offline). */
export const RETRY_MS = 2000;

/**
 * The index is a chunk of its own, and so is each of its buckets: as an import of the route, their
 * `import()`s would be in every page's first load. `loadIndex` is replaced in unit tests.
 */
let loadIndex: () => Promise<DemoPageBuckets> = () => import('../generated/demoPageIndex').then((index) => index.DEMO_PAGE_BUCKETS);

async function fetchModule(pathname: string): Promise<DemoPageModule> {
  const buckets = await loadIndex();
  const bucket = buckets[demoPageBucketOf(pathname)];
  if (!bucket) throw new Error(`No bucket of demo page modules for ${pathname}: run \`npm run generate\`.`);
  const loaders = (await bucket()).DEMO_PAGE_LOADERS;
  const load = Object.prototype.hasOwnProperty.call(loaders, pathname) ? loaders[pathname] : undefined;
  if (!load) throw new Error(`No demo page module for ${pathname}: run \`npm run generate\`.`);
  return (await load()).default;
}

function start(pathname: string): { pending: Promise<void> } {
  const attempt = (): Promise<void> =>
    fetchModule(pathname).then(
      (module) => {
        entries.set(pathname, { module });
      },
      (error: unknown) => {
        // The server (a build) stops on it. The browser keeps the page as it is (the server's HTML, or the
        // body's placeholder after a navigation) and asks again: a fetch fails when the reader is offline.
        if (typeof window === 'undefined') {
          entries.set(pathname, { error });
          return undefined;
        }
        return new Promise<void>((resolve) => {
          setTimeout(resolve, RETRY_MS);
        }).then(attempt);
      },
    );
  const entry = { pending: attempt() };
  entries.set(pathname, entry);
  return entry;
}

/**
 * Loads a page's module (once). The server calls it from getStaticProps, so the page then renders with
 * its module at hand; the browser, when the page's body first renders.
 */
export function loadDemoPageModule(pathname: string): Promise<DemoPageModule> {
  // The dev server's modules change as content/ does: each request reads the current one.
  if (typeof window === 'undefined' && process.env.NODE_ENV === 'development') entries.delete(pathname);
  let entry = entries.get(pathname);
  if (!entry || 'error' in entry) entry = start(pathname);
  if ('module' in entry) return Promise.resolve(entry.module);
  return entry.pending.then(() => {
    const settled = entries.get(pathname);
    if (settled && 'module' in settled) return settled.module;
    throw settled && 'error' in settled ? settled.error : new Error(`The demo page module of ${pathname} did not load.`);
  });
}

/**
 * The page's module, for a component: suspends until it is here. Hydrating, the body's Suspense boundary
 * (HydrateLater) keeps the server's HTML as it is until the module arrives; after a client-side
 * navigation the body shows once it has. On the server, a module that failed to load throws.
 */
export function readDemoPageModule(pathname: string): DemoPageModule {
  let entry = entries.get(pathname);
  if (!entry) entry = start(pathname);
  if ('module' in entry) return entry.module;
  if ('error' in entry) throw entry.error;
  throw entry.pending;
}

/** For unit tests: another index, and no module loaded yet. */
export function resetDemoPageModules(index?: () => Promise<DemoPageBuckets>): void {
  entries.clear();
  if (index) loadIndex = index;
}
