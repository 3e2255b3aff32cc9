/**
 * Clicks between the first paint and hydration, kept instead of lost.
 *
 * The page is painted before its scripts even load (see src/hosting/build/paintFirstScripts.ts), so a
 * reader can press the product switcher, the settings button, a demo's toolbar button or the narrow
 * drawer's button while React is not there to answer. Links and the drawer's `<details>` groups work
 * without scripts; buttons do nothing. A tiny script at the top of the body (its hash is in the CSP
 * like every inline script's) records the button such a click landed on, in the capture phase, until
 * React has taken over the page (its root container carries React's mark from `hydrateRoot` on; from
 * then on React answers clicks itself, hydrating the part clicked first; a click React answers
 * also drops what was recorded, as the reader has moved on). Once the shell has hydrated, the app
 * clicks the last recorded button once, if it is still in the page, as soon as React has hydrated it.
 */

import { elementAtPlace, placeOf } from './elementPlace';
import { READER_ACTIONS } from './readerActions';

/** The global the script keeps its record in. */
export const EARLY_CLICKS_GLOBAL = '__earlyClicks';

/** What the inline script records: buttons, and elements that act as one. */
export const EARLY_CLICK_TARGETS = 'button:not([disabled]),[role="button"]:not([aria-disabled="true"])';

export interface EarlyClickRecord {
  /** Buttons clicked before React took over, oldest first. */
  targets: Element[];
  /** Whether the reader acted on the page (readerPresence.ts's actions) before its scripts ran. */
  acted?: boolean;
  /** Set once React answers clicks (or the record was replayed): nothing more is recorded. */
  done: boolean;
  /** Set once the record was replayed. */
  replayed?: boolean;
}

/** The inline script (ES5, no dependencies): runs before the page's content is parsed. */
export const EARLY_CLICKS_SCRIPT = `(function(){var w=window;if(w.${EARLY_CLICKS_GLOBAL})return;var r=w.${EARLY_CLICKS_GLOBAL}={targets:[],done:false,acted:false};
${JSON.stringify(READER_ACTIONS)}.forEach(function(t){w.addEventListener(t,function(){r.acted=true},{capture:true,passive:true})});
function react(){var root=document.getElementById('__next');if(!root)return false;var keys=Object.keys(root);for(var i=0;i<keys.length;i++){if(keys[i].indexOf('__reactContainer')===0)return true}return false}
document.addEventListener('click',function(e){if(r.done)return;if(react()){r.done=true;r.targets.length=0;return}var t=e.target;var b=t&&t.closest?t.closest('${EARLY_CLICK_TARGETS.replace(/'/g, "\\'")}'):null;if(!b||(b.type==='submit'&&b.form))return;r.targets.push(b)},true)})();`;

/** Whether the inline script saw the reader act on the page before the page's scripts ran. */
export function readerActedEarly(): boolean {
  return record()?.acted === true;
}

function record(): EarlyClickRecord | null {
  const value = (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  if (!value || typeof value !== 'object') return null;
  const candidate = value as Partial<EarlyClickRecord>;
  return Array.isArray(candidate.targets) && typeof candidate.done === 'boolean' ? (candidate as EarlyClickRecord) : null;
}

/** True once React has hydrated the element (it keeps the element's props on it from then on). */
function hydratedByReact(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/** A page's demo blocks, as the server wrote them and as they are once live (demoBlockOnDemand). */
export const DEMO_BLOCK_SELECTOR = '[data-demo-block]';

/** How long a replay waits for the clicked part of the page (a demo, a slice hydrated later) to hydrate. */
export const REPLAY_WAIT_MS = 10_000;
const REPLAY_POLL_MS = 50;

/**
 * Stops recording and clicks the last button clicked before hydration, once, when it is still in
 * the page: at once when React has hydrated it, else as soon as it has (a demo's toolbar hydrates
 * when its module has loaded). Returns the element it will click, or null.
 */
export function replayEarlyClick(): Element | null {
  const early = record();
  if (!early || early.replayed) return null;
  early.done = true;
  early.replayed = true;
  const last = early.targets[early.targets.length - 1];
  early.targets.length = 0;
  if (!(last instanceof HTMLElement) || !last.isConnected) return null;
  const deadline = Date.now() + REPLAY_WAIT_MS;
  // A demo block is not hydrated: its live markup replaces the server's (demoBlockOnDemand). The button
  // is found again at the same place in the block that replaced its own.
  const block = last.closest(DEMO_BLOCK_SELECTOR);
  const blockIndex = block ? [...document.querySelectorAll(DEMO_BLOCK_SELECTOR)].indexOf(block) : -1;
  const place = block ? placeOf(block, last) : null;
  const current = (): Element | undefined => {
    if (last.isConnected || blockIndex < 0 || !place) return last.isConnected ? last : undefined;
    return elementAtPlace(document.querySelectorAll(DEMO_BLOCK_SELECTOR)[blockIndex], place);
  };
  const attempt = () => {
    const target = current();
    if (!(target instanceof HTMLElement)) return;
    if (hydratedByReact(target) || Date.now() >= deadline) target.click();
    else window.setTimeout(attempt, REPLAY_POLL_MS);
  };
  attempt();
  return last;
}
