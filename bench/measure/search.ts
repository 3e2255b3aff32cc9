import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { LANGUAGES } from '../../src/site/languages';
import { SEARCH_CHUNKS } from '../../src/search/types';
import { searchChunkPath } from '../../src/search/searchChunkPath';
import { median } from '../evaluate';
import type { SearchResult } from '../types';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Size of each chunk of each language's index, gzip (as served), from the export. */
export function measureSearchIndex(outDir: string): SearchResult['indexKb'] {
  const sizes: SearchResult['indexKb'] = {};
  for (const language of LANGUAGES) {
    sizes[language] = {};
    for (const chunk of SEARCH_CHUNKS) {
      const file = path.join(outDir, ...searchChunkPath(language, chunk).split('/').filter(Boolean));
      sizes[language]![chunk] = fs.existsSync(file) ? kb(zlib.gzipSync(fs.readFileSync(file)).length) : Number.NaN;
    }
  }
  return sizes;
}

// Strings, so the bundler's helpers (tsx adds __name to functions) do not leak into the page.
const ARM_FIRST_RESULT = `function () {
  window.__firstResult = new Promise(function (resolve) {
    var start = 0;
    window.addEventListener('keydown', function (event) { if (!start && event.key.toLowerCase() === 'k') start = performance.now(); }, { capture: true });
    var observer = new MutationObserver(function () {
      var option = document.querySelector('[data-testid="search-dialog"] [role="option"]');
      var input = document.querySelector('[data-testid="search-dialog"] input');
      if (start && option && input && input.value) {
        observer.disconnect();
        requestAnimationFrame(function () { resolve(performance.now() - start); });
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}`;

/** Queries typed letter by letter for the per-keystroke latency (every prefix is one search). */
const TYPED_QUERIES = ['button', 'disableElevation', 'dark mode', 'autocomplete', 'theme provider', 'column pinning', 'sx prop'];

/**
 * Search speed on `url`: time from the Ctrl+K press to the first result of "button", typed at once, in a
 * fresh browser context each run (dialog code and index not cached; median of `runs`); then, with the
 * index loaded, the time of each search while typing a list of queries letter by letter.
 */
export async function measureSearch(browser: Browser, url: string, runs = 5): Promise<Omit<SearchResult, 'indexKb'>> {
  const firstResult: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate(`(${ARM_FIRST_RESULT})()`);
    await page.keyboard.press('Control+K');
    await page.keyboard.type('button');
    firstResult.push(await page.evaluate(() => (window as unknown as { __firstResult: Promise<number> }).__firstResult));
    await context.close();
  }

  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.keyboard.press('Control+K');
  await page.locator('[data-testid="search-dialog"][data-index-status="complete"]').waitFor();
  const input = page.locator('[data-testid="search-dialog"] input');
  await page.evaluate(() => performance.clearMeasures('search:query'));
  for (const query of TYPED_QUERIES) {
    await input.fill('');
    await input.pressSequentially(query, { delay: 30 });
  }
  const durations = await page.evaluate(() => performance.getEntriesByName('search:query').map((entry) => entry.duration));
  await context.close();
  const sorted = [...durations].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    shortcutToFirstResultMs: Math.round(median(firstResult)),
    queries: durations.length,
    queryMedianMs: round(median(durations)),
    queryP95Ms: round(sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN),
    queryMaxMs: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}
