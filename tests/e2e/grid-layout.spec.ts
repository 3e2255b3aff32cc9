// Every grid demo lays out properly (issue 28): on a 390 px phone no grid reaches past either edge of the
// screen (it scrolls inside itself), and at 1440 px no column is too narrow for its header or its cells
// (no "Li…" in a column whose content would fit a sensible width). Each page whose HTML holds a deferred
// demo (grids load on approach) is visited; the first of a batch fresh, the others through the router.
// Every grid must come alive, and the console stays clean: for pages whose demos are all grids, this is
// the every-demo check too (every-demo.spec.ts leaves them here).
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { exportedPagesWithDemos } from '../../src/siteChecks/build/exportedDemoPages';
import { expect, test } from './support/test';
import { reportCount } from './support/counts';
import { watchPageErrors } from './support/pageErrors';
import { followClientLink } from './support/followClientLink';

const OUT = path.join(__dirname, '../../out');
const htmlOf = (pathname: string) => fs.readFileSync(path.join(OUT, ...pathname.split('/').filter(Boolean), 'index.html'), 'utf8');
const gridPages = exportedPagesWithDemos(OUT).filter((page) => htmlOf(page.pathname).includes('data-deferred-demo='));

/**
 * Batches of pages by their grids rather than by count: one page may hold a dozen grids, and a batch of
 * eight such pages ran past a fixed timeout on the loaded two-core CI machine. Each grid gets its own time.
 */
const PAGES_PER_BATCH = 8;
const GRIDS_PER_BATCH = 16;
const MS_PER_GRID = 4_000;

function batchesOf(pages: typeof gridPages): Array<typeof gridPages> {
  const batches: Array<typeof gridPages> = [];
  let current: typeof gridPages = [];
  let grids = 0;
  for (const page of pages) {
    if (current.length > 0 && (current.length >= PAGES_PER_BATCH || grids + page.deferred > GRIDS_PER_BATCH)) {
      batches.push(current);
      current = [];
      grids = 0;
    }
    current.push(page);
    grids += page.deferred;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

interface GridFinding {
  grids: number;
  problems: string[];
}

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * In the page, at the phone's width: reaches `pathname` (router unless fresh), brings each deferred demo
 * into view, waits for it to come alive, and checks that no grid, and not the page, reaches past the screen.
 */
async function loadAndMeasureOnPhone(page: Page, pathname: string, fresh: boolean): Promise<GridFinding> {
  if (!fresh && !(await page.evaluate(followClientLink, pathname))) return { grids: 0, problems: ['the client-side navigation did not arrive'] };
  return page.evaluate(
    async ({ pathname, fresh }): Promise<GridFinding> => {
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      if (!fresh) {
        // Reached by a client-side navigation just before this call (followClientLink).
        if (location.pathname !== pathname) return { grids: 0, problems: ['the client-side navigation did not arrive'] };
        // The rest of a long page renders in a transition after the top.
        await sleep(300);
      }
      const problems: string[] = [];
      let grids = 0;
      const viewportWidth = document.documentElement.clientWidth;
      // After a client-side navigation, demo blocks hold their room until their code is here.
      for (const started = performance.now(); document.querySelector('[data-demo-block="pending"]') && performance.now() - started < 15_000; ) await sleep(25);
      // A demo block going live replaces the server's markup: each demo is looked up again by its place.
      const deferredAt = (index: number) => document.querySelectorAll<HTMLElement>('[data-deferred-demo]')[index];
      const count = document.querySelectorAll('[data-deferred-demo]').length;
      for (let index = 0; index < count; index += 1) {
        let deferred = deferredAt(index);
        if (!deferred) break;
        deferred.scrollIntoView({ block: 'center' });
        const started = performance.now();
        while ((deferred = deferredAt(index) ?? deferred).querySelector('[data-deferred-placeholder]') && performance.now() - started < 15_000) await sleep(25);
        const name = deferred.closest<HTMLElement>('[data-demo]')?.dataset.demo ?? '?';
        if (deferred.querySelector('[data-deferred-placeholder]')) problems.push(`${name}: the demo did not come alive`);
        for (const grid of deferred.querySelectorAll<HTMLElement>('.MuiDataGrid-root')) {
          grids += 1;
          const box = grid.getBoundingClientRect();
          if (box.left < -0.5 || box.right > viewportWidth + 0.5) {
            problems.push(`${name}: the grid spans ${Math.round(box.left)}–${Math.round(box.right)} px of a ${viewportWidth} px wide page`);
          }
        }
      }
      if (document.documentElement.scrollWidth > viewportWidth + 0.5) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
      return { grids, problems };
    },
    { pathname, fresh },
  );
}

/**
 * In the page, now at the desktop's width (the grids, alive, lay themselves out again): no header or cell
 * text is cut short. Column widths settle once a grid has measured itself (autosizing runs after a
 * render): a column counts as too narrow only if it still is a second later.
 */
async function measureColumnsOnDesktop(page: Page): Promise<string[]> {
  return page.evaluate(async (): Promise<string[]> => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const problems: string[] = [];
    for (const deferred of document.querySelectorAll<HTMLElement>('[data-deferred-demo]')) {
      const name = deferred.closest<HTMLElement>('[data-demo]')?.dataset.demo ?? '?';
      for (const grid of deferred.querySelectorAll<HTMLElement>('.MuiDataGrid-root')) {
        grid.scrollIntoView({ block: 'center' });
        const cutShort = () =>
          [...grid.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeaderTitle, .MuiDataGrid-cellContent')].filter(
            (text) => text.scrollWidth > text.clientWidth + 1,
          );
        let truncated = cutShort();
        const measured = performance.now();
        while (truncated.length > 0 && performance.now() - measured < 1000) {
          await sleep(50);
          truncated = cutShort();
        }
        if (truncated.length > 0) problems.push(`${name}: ${truncated.length} headers or cells cut short, the first "${truncated[0]!.textContent}"`);
      }
    }
    return problems;
  });
}

test('the export has pages with grids', () => {
  expect(gridPages.length).toBeGreaterThanOrEqual(1);
});

// Each page is loaded once: at 390 px its grids come alive and are checked to fit the screen; the window
// then widens to 1440 px, where their columns are checked, and narrows again for the next page.
for (const pagesOfBatch of batchesOf(gridPages)) {
  const batch = pagesOfBatch.map((entry) => entry.pathname);
  const gridsOfBatch = pagesOfBatch.reduce((sum, entry) => sum + entry.deferred, 0);
  test(`grids fit the page at 390 px and their columns at 1440 px: ${batch[0]} and ${batch.length - 1} more`, async ({ page }) => {
    test.setTimeout(60_000 + gridsOfBatch * MS_PER_GRID);
    await page.setViewportSize(PHONE);
    const consoleProblems = watchPageErrors(page);
    await page.goto(batch[0]!);
    const problems: string[] = [];
    let grids = 0;
    for (const [index, pathname] of batch.entries()) {
      await page.setViewportSize(PHONE);
      const found = await loadAndMeasureOnPhone(page, pathname, index === 0);
      grids += found.grids;
      if (found.grids === 0) problems.push(`${pathname}: no grid rendered`);
      problems.push(...found.problems.map((problem) => `${pathname}: at 390 px, ${problem}`));
      await page.setViewportSize(DESKTOP);
      problems.push(...(await measureColumnsOnDesktop(page)).map((problem) => `${pathname}: at 1440 px, ${problem}`));
      problems.push(...consoleProblems.splice(0).map((problem) => `${pathname}: ${problem}`));
    }
    reportCount('grids measured at 390 px and 1440 px', grids);
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
