import type { Browser, Page } from '@playwright/test';
import { median } from '../evaluate';

// A string, so the bundler's helpers (tsx adds __name to functions) do not leak into the page.
const CLICK_AND_WAIT = `function (href, previous) {
  var anchor = document.querySelector('nav a[href="' + href + '"]');
  if (!anchor) throw new Error('No drawer link to ' + href);
  window.__navDone = new Promise(function (resolve) {
    var start = performance.now();
    var observer = new MutationObserver(function () {
      var h1 = document.querySelector('h1');
      if (h1 && h1.textContent !== previous && h1.getBoundingClientRect().height > 0) {
        observer.disconnect();
        // The frame that shows the new h1, and what the navigation fetched on the way.
        requestAnimationFrame(function () {
          var end = performance.now();
          var fetched = performance.getEntriesByType('resource')
            .filter(function (entry) { return entry.startTime >= start && entry.startTime <= end; })
            .map(function (entry) { return { url: entry.name.replace(location.origin, ''), ms: Math.round(entry.duration) }; });
          resolve({ ms: end - start, fetched: fetched });
        });
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    anchor.click();
  });
}`;

/** One timed navigation, and the requests it made before the new h1 showed (what it waited for). */
interface NavigationOutcome {
  ms: number;
  fetched: Array<{ url: string; ms: number }>;
}

/**
 * One drawer click, as a reader makes it: the pointer rests on the link to `toPath` first (hover
 * prefetching applies), then the click, timed in the page until the new h1 is visible.
 */
async function clickDrawerLink(page: Page, toPath: string): Promise<NavigationOutcome> {
  const link = page.locator(`nav a[href="${toPath}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(300);
  const startTitle = await page.locator('h1').first().textContent();
  await page.evaluate(`(${CLICK_AND_WAIT})(${JSON.stringify(toPath)}, ${JSON.stringify(startTitle)})`);
  const outcome = await page.evaluate(() => (window as unknown as { __navDone: Promise<NavigationOutcome> }).__navDone);
  if (!page.url().endsWith(toPath)) throw new Error(`Navigation to ${toPath} ended at ${page.url()}`);
  return outcome;
}

/**
 * Client-side navigation speed: on `fromUrl`, click the drawer link to `toPath` and time until the
 * new page's h1 is visible, measured in the page (performance.now) from the click. Median of `runs`,
 * each from a fresh load of `fromUrl`.
 */
export async function measureNavigation(browser: Browser, fromUrl: string, toPath: string, runs = 10): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(fromUrl, { waitUntil: 'networkidle' });
    times.push((await clickDrawerLink(page, toPath)).ms);
  }
  await context.close();
  return Math.round(median(times));
}

export interface NavigationHops {
  paths: string[];
  hopsMs: number[];
  medianMs: number;
  /** The slowest hop, and the requests it made before its h1 showed. */
  slowest: { to: string; ms: number; fetched: Array<{ url: string; ms: number }> };
}

/**
 * Browsing from page to page as a reader does: load `paths[0]`, then click the drawer link to each next
 * path in turn, timing each hop from the click to the new h1.
 */
export async function measureNavigationHops(browser: Browser, origin: string, paths: readonly string[]): Promise<NavigationHops> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin}${paths[0]}`, { waitUntil: 'networkidle' });
  const hops: Array<NavigationOutcome & { to: string }> = [];
  for (const toPath of paths.slice(1)) {
    hops.push({ ...(await clickDrawerLink(page, toPath)), to: toPath });
    // Settle as a reader would before the next click: the new page's demos start as they near the viewport.
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  const slowest = [...hops].sort((a, b) => b.ms - a.ms)[0]!;
  return {
    paths: [...paths],
    hopsMs: hops.map((hop) => Math.round(hop.ms)),
    medianMs: Math.round(median(hops.map((hop) => hop.ms))),
    slowest: { to: slowest.to, ms: Math.round(slowest.ms), fetched: slowest.fetched.sort((a, b) => b.ms - a.ms).slice(0, 8) },
  };
}
