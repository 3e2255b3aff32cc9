// Every demo of the site renders in the browser without a console error: each exported English page that
// has demos is visited, each demo brought into view (demos run as they near the viewport, once the reader
// has acted on the page) and awaited
// until it is live (a demo block going live replaces the server's markup), and the console watched.
//
// The pages go in batches: the first of a batch is loaded fresh, the others are reached with the
// client-side router, as a reader browsing the docs reaches them. A demo never hydrates (its server HTML
// stays untouched until the live demo replaces it), so the live demo runs the same code either way; the
// shell's hydration on a fresh load of every page kind is console-clean.spec.ts's concern.
//
// Pages whose demos all load on demand (the Data Grid's) are grid-layout.spec.ts's: it brings every grid
// alive at two widths with the console watched, so this pass would only repeat it.
//
// Pages whose demos come in several stylings (Base UI) are visited once more per other styling, with the
// codeStyling cookie a reader's choice leaves, so the Tailwind and plain CSS variants run too.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { exportedPagesWithDemos, type ExportedDemoPage } from '../../src/siteChecks/build/exportedDemoPages';
import { expect, test } from './support/test';
import { watchPageErrors } from './support/pageErrors';
import { followClientLink } from './support/followClientLink';

const OUT = path.join(__dirname, '../../out');

const pages = exportedPagesWithDemos(OUT).filter((demoPage) => demoPage.deferred < demoPage.demos);

/** The stylings besides the default (MUI System) that pages with a styling menu are visited in again. */
const OTHER_STYLINGS = ['Tailwind', 'CSS'] as const;

/**
 * Pages per test: few enough that one slow batch stays well inside a slow test's timeout (ten pages take
 * about 25 s; the limit is 90), many enough that the fresh load and browser context each test starts are few.
 */
const PAGES_PER_BATCH = 10;

/** What the page reports of its demos once each has been brought into view and awaited. */
interface PageOutcome {
  arrived: boolean;
  demos: Array<{ name: string; live: boolean; elements: number }>;
}

/**
 * Reaches `pathname` with a client-side link unless `fresh`; then, in one call into the page, brings
 * each of the `expected` demos into view in turn (a long page shows its first blocks first, so later demos
 * are looked for as they appear) and waits until it is live — its server HTML replaced by the running demo,
 * a deferred demo's placeholder by the demo — then counts the elements of its preview.
 */
async function visitDemos(page: Page, { pathname, demos: expected }: ExportedDemoPage, fresh: boolean): Promise<PageOutcome> {
  // The router exists once the previous page has hydrated, which its own demos needed anyway.
  if (!fresh && !(await page.evaluate(followClientLink, pathname))) return { arrived: false, demos: [] };
  return page.evaluate(
    async ({ pathname, expected, fresh }): Promise<PageOutcome> => {
      const LOAD_TIMEOUT_MS = 15_000;
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const started = performance.now();
      const timeLeft = () => performance.now() - started < LOAD_TIMEOUT_MS;
      // Reached by a client-side navigation just before this call (followClientLink), unless fresh.
      if (!fresh && location.pathname !== pathname) return { arrived: false, demos: [] };
      const outcomes: PageOutcome['demos'] = [];
      for (let index = 0; index < expected; index += 1) {
        let demo: HTMLElement | undefined;
        while (!(demo = document.querySelectorAll<HTMLElement>('[data-demo]')[index]) && timeLeft()) {
          window.scrollTo(0, document.documentElement.scrollHeight);
          await sleep(25);
        }
        if (!demo) break;
        // The preview, not the whole demo: a demo shown with its code open is taller than the viewport,
        // and centring it would leave its preview (what comes alive) above the screen.
        (demo.querySelector('.demo-preview') ?? demo).scrollIntoView({ block: 'center' });
        const waitStarted = performance.now();
        const pending = (element: HTMLElement) => element.querySelector('[data-deferred-placeholder], [data-demo-island="server"], [data-demo-island="pending"]') !== null;
        // A block going live replaces the server's markup, the demo's element included: look it up again.
        const current = () => document.querySelectorAll<HTMLElement>('[data-demo]')[index] ?? demo!;
        while (pending((demo = current())) && performance.now() - waitStarted < LOAD_TIMEOUT_MS) await sleep(25);
        const preview = demo.querySelector('.demo-preview');
        // Besides the focus target of the toolbar's "reset focus", the preview holds the demo's elements.
        const elements = preview ? preview.querySelectorAll('*:not(button[tabindex="-1"]):not(style)').length : 0;
        outcomes.push({ name: demo.dataset.demo ?? `#${index + 1}`, live: !pending(demo), elements });
      }
      // An effect of the last demo may still log: give it a moment to.
      await sleep(100);
      return { arrived: true, demos: outcomes };
    },
    { pathname, expected, fresh },
  );
}

test('the export has pages with demos', () => {
  expect(pages.length).toBeGreaterThan(80);
});

const runs: Array<{ styling: (typeof OTHER_STYLINGS)[number] | null; pages: ExportedDemoPage[] }> = [
  { styling: null, pages },
  ...OTHER_STYLINGS.map((styling) => ({ styling, pages: pages.filter((demoPage) => demoPage.stylings) })),
];

for (const run of runs) {
  for (let start = 0; start < run.pages.length; start += PAGES_PER_BATCH) {
    const batch = run.pages.slice(start, start + PAGES_PER_BATCH);
    const inStyling = run.styling ? ` in the ${run.styling} styling` : '';
    test(`demos of ${batch[0]!.pathname} and the next ${batch.length - 1} pages render${inStyling} without console errors`, async ({ page, baseURL }) => {
      test.slow();
      if (run.styling) await page.context().addCookies([{ name: 'codeStyling', value: run.styling, url: baseURL! }]);
      const problems = watchPageErrors(page);
      const failures: string[] = [];
      await page.goto(batch[0]!.pathname, { waitUntil: 'domcontentloaded' });
      // A reader at the page: demos the server rendered wait for the reader's first action
      // (src/site/readerPresence.ts), which a programmatic scroll does not always give.
      await page.mouse.move(5, 5);
      for (const [index, demoPage] of batch.entries()) {
        const problemsBefore = problems.length;
        const outcome = await visitDemos(page, demoPage, index === 0);
        if (!outcome.arrived) {
          failures.push(`${demoPage.pathname}: the client-side navigation did not arrive`);
          continue;
        }
        if (outcome.demos.length !== demoPage.demos) failures.push(`${demoPage.pathname}: ${outcome.demos.length} of ${demoPage.demos} demos appeared`);
        for (const demo of outcome.demos) {
          if (!demo.live) failures.push(`${demoPage.pathname}: demo ${demo.name} did not come alive`);
          else if (demo.elements === 0) failures.push(`${demoPage.pathname}: demo ${demo.name} rendered nothing`);
        }
        failures.push(...problems.slice(problemsBefore).map((problem) => `${demoPage.pathname}: ${problem}`));
      }
      if (run.styling) {
        // The cookie's styling is what the page's styling menus show once the demos are live.
        const shown = await page.locator('[aria-label^="Styling solution: "]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
        const label = run.styling === 'CSS' ? 'Plain CSS' : 'Tailwind CSS';
        if (shown.some((name) => name !== `Styling solution: ${label}`)) failures.push(`styling menus show ${[...new Set(shown)].join(', ')}, not ${label}`);
      }
      expect(failures).toEqual([]);
    });
  }
}
