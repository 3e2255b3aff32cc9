import type { Browser } from '@playwright/test';
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
        // The frame that shows the new h1.
        requestAnimationFrame(function () { resolve(performance.now() - start); });
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    anchor.click();
  });
}`;

/**
 * Client-side navigation speed: on `fromUrl`, click the drawer link to `toPath` and time until the
 * new page's h1 is visible, measured in the page (performance.now) from the click. Median of `runs`.
 * Before each click the pointer rests on the link, as a reader's would (hover prefetching applies).
 */
export async function measureNavigation(browser: Browser, fromUrl: string, toPath: string, runs = 10): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(fromUrl, { waitUntil: 'networkidle' });
    const link = page.locator(`nav a[href="${toPath}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForTimeout(300);
    const startTitle = await page.locator('h1').first().textContent();
    await page.evaluate(`(${CLICK_AND_WAIT})(${JSON.stringify(toPath)}, ${JSON.stringify(startTitle)})`);
    const elapsed = await page.evaluate(() => (window as unknown as { __navDone: Promise<number> }).__navDone);
    if (!page.url().endsWith(toPath)) throw new Error(`Navigation to ${toPath} ended at ${page.url()}`);
    times.push(elapsed);
  }
  await context.close();
  return Math.round(median(times));
}
