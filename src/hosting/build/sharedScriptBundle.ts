import crypto from 'node:crypto';

/**
 * One file for the scripts every page runs.
 *
 * Turbopack splits the code every page boots with (React DOM, the router, the theme, the shell) into
 * about ten chunks, and each page then lists one to five chunks of its own. Compressed one by one, the
 * shared ones cost about 4.4 KB more than compressed together: each file starts its own dictionary. The
 * export keeps the chunks, which client-side navigations and dynamic imports still ask for (and find
 * here: see below), and adds a bundle of the shared ones that the pages load instead.
 *
 * A chunk says which file it is as it registers: `document.currentScript`, the element that loaded
 * it. In the bundle that element is the bundle's, so each chunk's part names its own path instead,
 * which Turbopack's runtime accepts in the same place (a path relative to `/_next/`). The bundle first
 * adds, for each chunk it holds, a `<script type="text/plain">` with that chunk's `src`: a browser
 * fetches nothing for it, and the runtime's chunk loader, which looks for a script with a chunk's URL
 * before it adds one, then waits for the registration the bundle has already made instead of
 * downloading the chunk again.
 */

/** What a Turbopack chunk starts with: it registers itself, naming its own script element. */
const CHUNK_HEAD = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,';
/** What Turbopack's runtime chunk starts with: it takes over the queue of registrations. */
const RUNTIME_HEAD = '(()=>{';
/**
 * Next's client middleware manifest, the same on every page of an export (it has no middleware): the
 * router reads the global it sets before a navigation, and waits for it when it is not set yet.
 */
const MIDDLEWARE_MANIFEST = /^self\.__MIDDLEWARE_MATCHERS = \[\];self\.__MIDDLEWARE_MATCHERS_CB && self\.__MIDDLEWARE_MATCHERS_CB\(\)\s*$/;

const SOURCE_MAPPING_URL = /\n?\/\/# sourceMappingURL=\S+\s*$/;
const COMPILE_HINT_LINE = /^\/\/# allFunctionsCalledOnLoad\n/;

/** The public folder of Next's build output: chunk paths in Turbopack's registrations are relative to it. */
const NEXT_PUBLIC_ROOT = '/_next/';

/** Where the bundle lives: a content-named file under the immutable chunks folder. */
export const BUNDLE_DIR = '/_next/static/chunks';

/** The marker a bundle's placeholders carry (and tests look for). */
export const BUNDLED_ATTRIBUTE = 'data-bundled';

/** The share of pages that must list a chunk for the bundle to hold it. */
export const SHARED_BY = 0.95;

/**
 * The scripts that at least `share` of the lists hold, in the order they first appear. A page lists its
 * scripts in the order they run; the shared chunks only register modules (the runtime waits for every
 * chunk a page needs before it runs one), so where they run among the page's own does not matter. A
 * page that lacks one of them (the home page does without the docs layout's chunk) keeps its own list.
 */
export function scriptsInMostLists(lists: ReadonlyArray<readonly string[]>, share = SHARED_BY): string[] {
  const counts = new Map<string, number>();
  for (const list of lists) for (const script of new Set(list)) counts.set(script, (counts.get(script) ?? 0) + 1);
  return [...counts].filter(([, count]) => lists.length > 0 && count >= share * lists.length).map(([script]) => script);
}

/** A file's part of the bundle, or null for a file that is not a chunk, the runtime or the middleware manifest. */
export function bundlePart(publicPath: string, source: string): string | null {
  const code = source.replace(COMPILE_HINT_LINE, '').replace(SOURCE_MAPPING_URL, '');
  if (code.startsWith(CHUNK_HEAD)) {
    if (!publicPath.startsWith(NEXT_PUBLIC_ROOT)) return null;
    const ownPath = JSON.stringify(publicPath.slice(NEXT_PUBLIC_ROOT.length));
    return `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([${ownPath},${code.slice(CHUNK_HEAD.length)}`;
  }
  if (MIDDLEWARE_MANIFEST.test(code)) return `${code.trim()};`;
  return code.startsWith(RUNTIME_HEAD) ? code : null;
}

/** The bundle's first statement: a placeholder script element for each chunk it holds. */
export function placeholdersSource(publicPaths: readonly string[]): string {
  return (
    `(function(){var d=document,l=${JSON.stringify(publicPaths)};` +
    `for(var i=0;i<l.length;i++){var s=d.createElement("script");s.type="text/plain";s.setAttribute("${BUNDLED_ATTRIBUTE}","");s.src=l[i];d.head.appendChild(s)}})();`
  );
}

export interface SharedScriptBundle {
  /** Public path of the bundle. */
  publicPath: string;
  content: string;
  /** The chunks it holds, as pages list them. */
  chunks: string[];
}

/**
 * The bundle of the given chunks (public paths and their sources), or null when fewer than two of them
 * can be bundled: a file that is not a Turbopack chunk is left to load on its own.
 */
export function sharedScriptBundle(chunks: ReadonlyArray<{ publicPath: string; source: string }>): SharedScriptBundle | null {
  const parts: string[] = [];
  const bundled: string[] = [];
  for (const chunk of chunks) {
    const part = bundlePart(chunk.publicPath, chunk.source);
    if (part === null) continue;
    parts.push(part);
    bundled.push(chunk.publicPath);
  }
  if (bundled.length < 2) return null;
  const content = `${placeholdersSource(bundled)}\n${parts.join('\n')}\n`;
  const name = crypto.createHash('sha256').update(content, 'utf8').digest('hex').slice(0, 16);
  return { publicPath: `${BUNDLE_DIR}/shared-${name}.js`, content, chunks: bundled };
}

/**
 * A page's script list with the bundle in place of the chunks it holds (at the first one's place), or
 * the list as it is when it lacks any of them.
 */
export function withSharedBundle(scripts: readonly string[], bundle: Pick<SharedScriptBundle, 'publicPath' | 'chunks'>): string[] {
  const held = new Set(bundle.chunks);
  if (![...held].every((chunk) => scripts.includes(chunk))) return [...scripts];
  const result: string[] = [];
  for (const script of scripts) {
    if (!held.has(script)) result.push(script);
    else if (!result.includes(bundle.publicPath)) result.push(bundle.publicPath);
  }
  return result;
}
