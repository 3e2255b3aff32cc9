import { API_LAYOUT_OPTIONS, API_LAYOUT_STORAGE_KEYS, CRAWLER, DEFAULT_API_LAYOUT, type ApiLayoutSection } from './apiLayoutOption';
import { STORAGE_KEYS } from '../site/constants';

/**
 * Keeps a reader's API layout from moving the page after it is painted.
 *
 * The server renders every API section `expanded` (B9); a reader whose saved, default or freshly
 * picked layout is another one would see the sections re-laid out once React applies it, and the
 * content below jump (Lighthouse measured a layout shift of 0.05 on the Button API page). This
 * script runs in the page before the sections are parsed, decides the layout exactly as
 * resolveApiLayout does, and when any section of the page will change it marks `<html>` so the member
 * lists and what follows them stay invisible, still taking their room, until React has applied the
 * layouts; the import, headings and notes above them show at once. An eight-second animation shows the
 * rest regardless, should the app's scripts fail after this one ran. (Four seconds were too few: a busy
 * machine, like a slow phone, could take longer to hydrate the reference, which then moved once shown.)
 *
 * A first visit (no valid saved default) never waits: the script makes and saves the random pick, but
 * marks `<html>` with this page's path so the page keeps the server's layout and shows its props at
 * once (issue 22); the pick applies from the next page on.
 */

/** Set on `<html>` while the API sections wait for their layout. */
export const API_LAYOUT_PENDING_ATTRIBUTE = 'data-api-layout-pending';

/** Set on `<html>`, to the page's path, by the page load that made a first visit's random pick. */
export const API_LAYOUT_FIRST_VISIT_ATTRIBUTE = 'data-api-layout-first-visit';

/** The attribute on the script element naming the page's sections (the script's text stays constant, for its CSP hash). */
export const API_LAYOUT_SECTIONS_ATTRIBUTE = 'data-sections';

/** The inline script: plain ES5, no access that can throw unguarded. */
export function apiLayoutBootScript(): string {
  const options = JSON.stringify(API_LAYOUT_OPTIONS);
  const keys = JSON.stringify(API_LAYOUT_STORAGE_KEYS);
  return (
    `(function(){try{var own=document.currentScript,sections=((own&&own.getAttribute('${API_LAYOUT_SECTIONS_ATTRIBUTE}'))||'').split(' '),` +
    `options=${options},keys=${keys},fallback='${DEFAULT_API_LAYOUT}';` +
    `if(/${CRAWLER.source}/${CRAWLER.flags}.test(navigator.userAgent))return;` +
    `var store=null;try{store=window.localStorage}catch(e){}` +
    `function read(k){try{return store?store.getItem(k):null}catch(e){return null}}` +
    `function valid(v){return options.indexOf(v)!==-1}` +
    `var fallbackPick=null;function pick(){if(fallbackPick)return fallbackPick;var saved=read('${STORAGE_KEYS.apiPageDefault}');` +
    `if(valid(saved))return fallbackPick=saved;var first=options[Math.min(options.length-1,Math.floor(Math.random()*options.length))];` +
    `try{store&&store.setItem('${STORAGE_KEYS.apiPageDefault}',first)}catch(e){}` +
    `document.documentElement.setAttribute('${API_LAYOUT_FIRST_VISIT_ATTRIBUTE}',location.pathname);return fallbackPick=fallback}` +
    `for(var i=0;i<sections.length;i++){var key=keys[sections[i]];if(!key)continue;var v=read(key);if(!valid(v))v=pick();` +
    `if(v!==fallback){document.documentElement.setAttribute('${API_LAYOUT_PENDING_ATTRIBUTE}','');return}}}catch(e){}})();`
  );
}

/**
 * The CSS that keeps what a layout change would move invisible (it keeps its room) for at most eight
 * seconds: every list of members, and everything after the first section that has one. The import,
 * headings and notes above stay visible, so the page's largest paint is not held back.
 */
const PENDING = `html[${API_LAYOUT_PENDING_ATTRIBUTE}] .api-reference`;
/** How long the waiting sections stay invisible at most, should the app's scripts never apply the layout. */
export const API_LAYOUT_REVEAL_SECONDS = 8;
export const API_LAYOUT_PENDING_CSS =
  `@keyframes api-layout-reveal{to{visibility:visible}}` +
  `${PENDING} [data-api-layout],${PENDING} section:has([data-api-layout])~*,${PENDING} [data-api-entry]:has([data-api-layout])~*` +
  `{visibility:hidden;animation:api-layout-reveal 0s ${API_LAYOUT_REVEAL_SECONDS}s forwards}`;

/** The sections of an API page whose layout the reader chooses, in the order the script checks them. */
export function layoutSectionsOf(sections: Iterable<ApiLayoutSection>): string {
  return [...new Set(sections)].join(' ');
}
