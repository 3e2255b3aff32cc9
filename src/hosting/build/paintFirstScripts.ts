import crypto from 'node:crypto';
import { HYDRATED_ATTRIBUTE } from '../../site/hydratedMark';

/**
 * Paint first, then run the page's scripts.
 *
 * Next.js writes each page's scripts as `<script src defer>` in the head. The HTML of a docs page
 * arrives in one piece, so the browser parses it, runs every deferred script and hydrates before it
 * paints anything: measured with Lighthouse on a guide page, the first paint came after hydration
 * (observed 1.3 s, DOMContentLoaded at 0.4 s), and its simulated mobile LCP was 3.2 s of which 2.7 s
 * was waiting for scripts. Here the deferred scripts are replaced by one small loader that inserts
 * them, in the same order (`async = false`), once the first frame is painted. The server-rendered,
 * server-styled page is complete without them; hydration follows a frame later.
 *
 * The router's build and SSG manifests are not loaded here at all: only the router needs them, for a
 * prefetch or a navigation, and src/routing/routeManifestOnDemand.ts loads them when the router first asks.
 */

/** Where the loader lives: a content-named file under the immutable static folder. */
export const LOADER_DIR = '/_next/static/chunks';

/** The attribute on the loader's own element that lists the scripts, space-separated, in order. */
export const SCRIPT_LIST_ATTRIBUTE = 'data-scripts';

/**
 * An in-page expression, true once the page has hydrated or when it never will (a page without the
 * loader has no Next.js scripts): what browser tests and the benchmark wait for.
 */
export const HYDRATED_OR_SCRIPTLESS = `document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}") || !document.querySelector("script[${SCRIPT_LIST_ATTRIBUTE}]")`;

/**
 * The loader. It waits for the browser to report the first contentful paint (the frame on screen, not
 * merely produced: inserting the scripts one animation frame later was measured to start them before
 * the paint was presented), then inserts them in the next task. A hidden page (a background tab)
 * paints nothing, so it loads at once; a browser without paint timing waits one frame; a timer is the
 * safety net for a paint that is never reported.
 */
export const LOADER_SOURCE = `(function(){var own=document.currentScript,list=((own&&own.getAttribute('${SCRIPT_LIST_ATTRIBUTE}'))||'').split(' ').filter(Boolean),done=false;
function load(){if(done)return;done=true;for(var i=0;i<list.length;i++){var s=document.createElement('script');s.src=list[i];s.async=false;document.head.appendChild(s)}}
function soon(){setTimeout(load,0)}
if(document.visibilityState==='hidden'){load();return}
setTimeout(load,3000);
try{var seen=new PerformanceObserver(function(entries){var all=entries.getEntries();for(var i=0;i<all.length;i++){if(all[i].name==='first-contentful-paint'){seen.disconnect();soon();return}}});seen.observe({type:'paint',buffered:true})}catch(e){requestAnimationFrame(soon)}})();
`;

export function loaderPublicPath(): string {
  const name = crypto.createHash('sha256').update(LOADER_SOURCE, 'utf8').digest('hex').slice(0, 16);
  return `${LOADER_DIR}/after-paint-${name}.js`;
}

// Next.js writes `src` then `defer` for the page's scripts, and the reverse for the chunks of dynamic imports it preloads.
const DEFERRED_SCRIPT = /<script (?:src="(\/_next\/static\/[^"]+\.js)" defer=""|defer="" src="(\/_next\/static\/[^"]+\.js)")><\/script>/g;
const ROUTER_MANIFEST = /\/_(?:build|ssg)Manifest\.js$/;

/** The deferred Next.js scripts a page lists, in order, without the router manifests (not yet rewritten pages only). */
export function deferredScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(DEFERRED_SCRIPT)) {
    const src = (match[1] ?? match[2])!;
    if (!ROUTER_MANIFEST.test(src)) scripts.push(src);
  }
  return scripts;
}

/**
 * The exported page with its deferred Next.js scripts loaded after the first paint. Idempotent.
 * `loadInstead` may change the list the loader gets (sharedScriptBundle.ts puts its bundle in it).
 */
export function loadScriptsAfterFirstPaint(html: string, loadInstead: (scripts: string[]) => string[] = (scripts) => scripts): { html: string; scripts: string[] } {
  let scripts: string[] = [];
  let firstIndex = -1;
  const without = html.replace(DEFERRED_SCRIPT, (_match, srcFirst: string | undefined, deferFirst: string | undefined, offset: number) => {
    const src = (srcFirst ?? deferFirst)!;
    if (firstIndex === -1) firstIndex = offset;
    if (!ROUTER_MANIFEST.test(src)) scripts.push(src);
    return '';
  });
  if (firstIndex === -1) return { html, scripts };
  scripts = loadInstead(scripts);
  const loader = `<script src="${loaderPublicPath()}" defer="" ${SCRIPT_LIST_ATTRIBUTE}="${scripts.join(' ')}"></script>`;
  return { html: `${without.slice(0, firstIndex)}${loader}${without.slice(firstIndex)}`, scripts };
}

/** The scripts a rewritten page loads after its first paint (for the service worker's precache list). */
export function scriptsLoadedAfterPaint(html: string): string[] {
  const match = new RegExp(`${SCRIPT_LIST_ATTRIBUTE}="([^"]*)"`).exec(html);
  return match?.[1] ? match[1].split(' ').filter(Boolean) : [];
}
