import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { HYDRATED_OR_SCRIPTLESS } from '../../src/hosting/build/paintFirstScripts';
import type { PageWeight } from '../types';

/** How long a page may keep requesting before the benchmark gives up on it ever being idle. */
const QUIET_DEADLINE_MS = 15_000;

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (body: Buffer | string) => zlib.gzipSync(body).length;

/**
 * What a first visit downloads before the page is idle (hydrated, no request for 500 ms, and an idle
 * callback): scripts and stylesheets, each measured gzip-compressed, plus the HTML and its inline styles.
 */
export async function measurePageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  const bodies: Array<Promise<{ type: string; path: string; size: number }>> = [];
  let lastResponse = Date.now();
  let lastUrl = '';
  page.on('response', (response) => {
    lastResponse = Date.now();
    lastUrl = response.url();
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const { pathname } = new URL(response.url());
    bodies.push(
      response
        .body()
        .then((body) => ({ type, path: pathname, size: gzipSize(body) }))
        .catch(() => ({ type, path: pathname, size: 0 })),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  // A page loads its scripts after its first paint, which can come after the network has been quiet for
  // 500 ms (one run measured the /zh/ guide at 0.7 KB of JavaScript: the loader alone). It is idle once
  // it has hydrated and then requested nothing for 500 ms.
  await page.waitForFunction(HYDRATED_OR_SCRIPTLESS, undefined, { timeout: 20_000 });
  const deadline = Date.now() + QUIET_DEADLINE_MS;
  while (Date.now() - lastResponse < 500) {
    if (Date.now() > deadline) {
      await context.close();
      throw new Error(`${url} kept requesting for ${QUIET_DEADLINE_MS / 1000} s after it hydrated (last: ${lastUrl}), so it is never idle.`);
    }
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  const firstLoad = bodies.length;
  // Then the reader acts: what the page fetches for it (the demos and playgrounds in view) is reported
  // apart, as it is not part of the first load.
  await page.mouse.move(700, 450);
  await page.waitForTimeout(100);
  const actDeadline = Date.now() + QUIET_DEADLINE_MS;
  while (Date.now() - lastResponse < 500 && Date.now() < actDeadline) await page.waitForTimeout(100);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
  const html = response ? await response.body() : Buffer.from('');
  const inlineCss = await page.evaluate(() =>
    Array.from(document.querySelectorAll('head style'))
      .map((style) => style.textContent ?? '')
      .join(''),
  );
  const all = await Promise.all(bodies);
  const resources = all.slice(0, firstLoad);
  const afterAction = all.slice(firstLoad).filter((resource) => resource.type === 'script');
  await context.close();
  const sum = (type: string) => resources.filter((resource) => resource.type === type).reduce((total, resource) => total + resource.size, 0);
  return {
    jsKb: kb(sum('script')),
    cssKb: kb(sum('stylesheet')),
    inlineCssKb: kb(gzipSize(inlineCss)),
    htmlKb: kb(gzipSize(html)),
    scripts: resources.filter((resource) => resource.type === 'script').length,
    largestScripts: resources
      .filter((resource) => resource.type === 'script')
      .sort((a, b) => b.size - a.size)
      .slice(0, 6)
      .map((resource) => ({ path: resource.path, kb: kb(resource.size) })),
    afterReaderActsJsKb: kb(afterAction.reduce((total, resource) => total + resource.size, 0)),
  };
}
