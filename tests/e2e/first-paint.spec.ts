import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { scriptsLoadedAfterPaint } from '../../src/hosting/build/paintFirstScripts';
import { API_LAYOUT_REVEAL_SECONDS } from '../../src/preferences/apiLayoutBootScript';
import { expectLiveDemo, markWindow, sameDocument } from './support/clientSide';
import { followClientLink } from './support/followClientLink';

// How a first visit is sequenced (src/hosting/build/paintFirstScripts.ts, src/routing/routeManifestOnDemand.ts,
// src/preferences/apiLayoutBootScript.ts): paint the server's page, then fetch and run the scripts; the
// router's manifest only when the router wants it; an API page never moves for the reader's layout.

const PAGES = ['/material-ui/getting-started/usage/', '/material-ui/react-button/', '/material-ui/api/button/', '/zh/material-ui/getting-started/installation/'];


test.describe('first paint before scripts', () => {
  for (const path of PAGES) {
    test(`${path} is painted before any of its scripts is requested, then hydrates`, async ({ page }) => {
      const response = await page.goto(path);
      const html = (await response!.text()) as string;
      // The only script the HTML asks for is the loader; Next.js's chunks and router manifests are not in it.
      expect(html).not.toMatch(/<script[^>]* src="\/_next\/static\/(?!chunks\/after-paint-)[^"]*"/);
      expect(html).not.toContain('_buildManifest.js');
      expect(html).not.toContain('_ssgManifest.js');
      await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
      const timing = JSON.parse(
        (await page.evaluate(`JSON.stringify({
          fcp: (performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime,
          chunks: performance.getEntriesByType('resource')
            .filter(function (r) { return r.initiatorType === 'script' && r.name.indexOf('/_next/static/') !== -1 && r.name.indexOf('/after-paint-') === -1; })
            .map(function (r) { return r.startTime; })
        })`)) as string,
      ) as { fcp?: number; chunks: number[] };
      expect(timing.fcp).toBeGreaterThan(0);
      // The boot script, the bundle of the shared chunks and at least one chunk of the page's own.
      expect(timing.chunks.length).toBeGreaterThanOrEqual(3);
      expect(Math.min(...timing.chunks)).toBeGreaterThanOrEqual(timing.fcp!);
    });
  }
});

/** Width of what an icon's `<use>` draws: 0 when the page lacks its symbol. */
const drawnWidth = (page: Page, selector: string) => page.locator(selector).first().evaluate((use) => (use as SVGUseElement).getBBox().width);

test.describe("the shell's icons", () => {
  test('are drawn from symbols the page holds once: scripts carry their names, and a navigation fetches nothing for them', async ({ page }) => {
    const iconRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/static\/icons\/shell-/.test(request.url())) iconRequests.push(request.url());
    });
    const response = await page.goto('/material-ui/react-button/');
    const html = (await response!.text()) as string;
    expect(html.match(/<symbol id="shell-icon-SettingsOutlined"/g)).toHaveLength(1);
    expect(html).toContain('<use href="#shell-icon-SettingsOutlined"');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    for (const selector of ['#settings-button svg use', 'nav summary svg use', '.demo-tool svg use']) {
      await expect.poll(() => drawnWidth(page, selector), { message: selector }).toBeGreaterThan(0);
    }
    // Drawn at the size the button asks for, in the button's colour.
    const settings = await page.locator('#settings-button svg').evaluate((svg) => ({ width: svg.getBoundingClientRect().width, fill: getComputedStyle(svg).fill }));
    expect(settings.width).toBeGreaterThanOrEqual(20);
    expect(settings.fill).not.toBe('none');
    // The symbols take no room in the page.
    expect(await page.locator('body > svg').first().evaluate((svg) => svg.getBoundingClientRect().height)).toBe(0);
    await page.locator('nav a[href="/material-ui/react-checkbox/"]').first().click();
    await expect(page.locator('h1')).toHaveText('Checkbox');
    await expect.poll(() => drawnWidth(page, '.demo-tool svg use')).toBeGreaterThan(0);
    expect(iconRequests).toEqual([]);
  });
});

test.describe('boot scripts compiled as they download', () => {
  const hinted = async (request: APIRequestContext, script: string) => (await (await request.get(script)).text()).startsWith('//# allFunctionsCalledOnLoad\n');

  test('every script a page boots with asks to be compiled eagerly; the Data Grid, loaded on demand, does not', async ({ page, request }) => {
    const bootScripts = async (path: string) => scriptsLoadedAfterPaint(await (await request.get(path)).text());
    for (const path of PAGES) {
      const listed = await bootScripts(path);
      expect(listed.filter((script) => /\/shared-[0-9a-f]{16}\.js$/.test(script))).toHaveLength(1);
      expect(listed.length).toBeGreaterThanOrEqual(3);
      for (const script of listed) expect(await hinted(request, script), script).toBe(true);
    }
    // The grid's code is only ever import()ed, when its demo comes near: no page boots with it.
    const GRID_PAGE = '/x/react-data-grid/';
    const boot = new Set(await bootScripts(GRID_PAGE));
    const fetched: string[] = [];
    page.on('request', (sent) => {
      const path = new URL(sent.url()).pathname;
      if (path.startsWith('/_next/static/chunks/') && !boot.has(path)) fetched.push(path);
    });
    await page.goto(GRID_PAGE);
    await page.locator('[data-demo="CitiesGrid"] [data-deferred-demo]').scrollIntoViewIfNeeded();
    await expect(page.getByRole('grid', { name: 'Cities' })).toBeVisible();
    // Chunks the grid shares with other pages' boot (Popper, say) carry the hint; the grid's own do not.
    const gridChunks: string[] = [];
    for (const script of fetched) if ((await (await request.get(script)).text()).includes('MuiDataGrid')) gridChunks.push(script);
    expect(gridChunks.length).toBeGreaterThan(0);
    for (const script of gridChunks) expect(await hinted(request, script), script).toBe(false);
  });
});

test.describe('the chunks every page shares', () => {
  test('arrive in one file, and a client-side navigation downloads none of them again', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
    await page.goto('/material-ui/react-button/');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    const bundled = await page.locator('script[data-bundled]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')!));
    // React DOM, the router, the runtime, the shell: Turbopack's chunks of them, none fetched on its own.
    expect(bundled.length).toBeGreaterThan(5);
    expect(requested.filter((path) => /\/shared-[0-9a-f]{16}\.js$/.test(path))).toHaveLength(1);
    expect(requested.filter((path) => bundled.includes(path))).toEqual([]);
    await markWindow(page);
    const before = requested.length;
    await page.locator('nav a[href="/material-ui/react-checkbox/"]').first().click();
    await expect(page.locator('h1')).toHaveText('Checkbox');
    expect(await sameDocument(page)).toBe(true);
    // The page's own chunks come; the shared ones are known to be here already.
    await expect.poll(() => requested.slice(before).filter((path) => path.startsWith('/_next/static/chunks/')).length).toBeGreaterThan(0);
    expect(requested.filter((path) => bundled.includes(path))).toEqual([]);
    // And it is live: a demo's code toggle works after the navigation.
    await expectLiveDemo(page);
  });
});

test.describe("the router's manifests", () => {
  test('are not loaded with the page; hovering a link loads them, and the click navigates in place', async ({ page }) => {
    const manifestRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/_(build|ssg)Manifest\.js$/.test(new URL(request.url()).pathname)) manifestRequests.push(new URL(request.url()).pathname.split('/').pop()!);
    });
    await page.goto('/material-ui/getting-started/usage/');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(manifestRequests).toEqual([]);
    await markWindow(page);
    const link = page.locator('nav a[href="/material-ui/getting-started/installation/"]').first();
    await link.hover();
    await expect.poll(() => [...manifestRequests].sort()).toEqual(['_buildManifest.js', '_ssgManifest.js']);
    // Both ran: the router's prefetch, waiting for them, has what it needs.
    await expect.poll(() => page.evaluate(() => '__BUILD_MANIFEST' in window && '__SSG_MANIFEST' in window)).toBe(true);
    await link.click();
    await expect(page.locator('h1')).toHaveText(/Install/);
    expect(await sameDocument(page)).toBe(true);
    expect(manifestRequests).toHaveLength(2);
  });

  test('a query string in the address (re-applied by the router after hydration) neither reloads nor breaks the page', async ({ page }) => {
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/material-ui/getting-started/usage/?utm_source=newsletter&x=%3Cscript%3E');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(documents).toBe(1);
    expect(page.url()).toContain('utm_source=newsletter');
  });

  test('site links outside the drawer (footer, home cards) navigate without a reload', async ({ page }) => {
    await page.goto('/material-ui/getting-started/usage/');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    await markWindow(page);
    const next = page.getByTestId('next-page');
    const target = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    expect(await sameDocument(page)).toBe(true);

    await page.goto('/');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    await markWindow(page);
    await page.locator('a[data-product="material-ui"]').first().click();
    await expect(page).toHaveURL(/\/material-ui\//);
    expect(await sameDocument(page)).toBe(true);
    // A modified click keeps its browser meaning (a new tab), leaving this page where it was.
    const before = page.url();
    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('next-page').click({ modifiers: ['Control'] })]);
    await popup.close();
    expect(page.url()).toBe(before);
  });
});

/**
 * Notes when the page's web fonts finish loading (the last `loadingdone`). On a busy machine they can
 * arrive after the first paint: a line set in the fallback font wraps differently, and the lists below
 * it move when the font swaps in (measured: the Button API props moved 27 px, a score of 0.16, before the
 * fonts' `loadingdone`, never on a quiet machine). That is the fonts' doing, not the layout's.
 */
/**
 * When the web fonts' swap has been laid out: two frames after the fonts finished loading. The page is
 * laid out again with the new fonts in the frame after `loadingdone`, and the layout shift that swap
 * causes carries that frame's time, later than the event itself (tens of milliseconds on a busy machine).
 */
const RECORD_FONT_LOADING = `document.fonts.addEventListener('loadingdone', function () { window.__fontsLoadedAt = performance.now(); requestAnimationFrame(function () { requestAnimationFrame(function () { window.__fontsLoadedAt = performance.now(); }); }); });`;

/**
 * The layout shifts of the page so far, as the browser scored them, counting only shifts that moved
 * something inside the API reference (a web font arriving may nudge the title by a few pixels, which
 * is not what these tests are about). A shift whose every source inside the reference kept its size and
 * moved by a pixel at most is such a nudge too: the heading's font swapping in above the lists moves
 * their text by one pixel (measured 0.004), where a layout change moves rows by tens of pixels. Shifts
 * before the web fonts finished loading (RECORD_FONT_LOADING) are the fonts swapping in and are left out;
 * on a quiet machine the fonts are in before the first paint, and every shift counts.
 */
async function apiLayoutShift(page: Page): Promise<{ score: number; moved: string[] }> {
  return (await page.evaluate(`new Promise(function (resolve) {
    var total = 0;
    var moved = [];
    var reference = document.querySelector('.api-reference');
    var describe = function (source) {
      var node = source.node;
      var name = node.nodeType === 1 ? node.tagName.toLowerCase() + (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '') : '#text';
      return name + ' ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y) + ' (h ' + Math.round(source.previousRect.height) + '→' + Math.round(source.currentRect.height) + ')';
    };
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        var inside = (entry.sources || []).filter(function (source) { return source.node && reference && reference.contains(source.node); });
        var nudge = inside.every(function (source) {
          return Math.abs(source.currentRect.y - source.previousRect.y) <= 1.5 && Math.abs(source.currentRect.height - source.previousRect.height) <= 1.5 && Math.abs(source.currentRect.x - source.previousRect.x) <= 1.5;
        });
        var fontSwap = entry.startTime <= (window.__fontsLoadedAt || 0);
        if (!entry.hadRecentInput && inside.length > 0 && !nudge && !fontSwap) {
          total += entry.value;
          moved.push(Math.round(entry.startTime) + ' ms: ' + inside.map(describe).join(', '));
        }
      });
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(function () { resolve({ score: total, moved: moved }); }, 300);
  })`)) as { score: number; moved: string[] };
}

/** Expects no shift inside the API reference, and names what moved when there was one. */
async function expectApiReferenceStill(page: Page): Promise<void> {
  const { score, moved } = await apiLayoutShift(page);
  expect(score, `layout shifts inside the API reference:\n${moved.join('\n')}`).toBeLessThan(0.001);
}

test.describe("an API page and the reader's layout", () => {
  for (const layout of ['table', 'collapsed', 'expanded'] as const) {
    test(`a reader whose layout is ${layout} sees it without the page moving`, async ({ page }) => {
      await page.setViewportSize({ width: 1350, height: 940 });
      await page.addInitScript(RECORD_FONT_LOADING);
      await page.addInitScript(`localStorage.setItem('apiPage_default', '${layout}')`);
      await page.goto('/material-ui/api/button/');
      const props = page.locator('section[aria-labelledby="props"] [data-api-layout]');
      await expect(props).toHaveAttribute('data-api-layout', layout);
      await expect(page.locator('section[aria-labelledby="classes"]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectApiReferenceStill(page);
      expect(await page.evaluate('document.documentElement.hasAttribute("data-api-layout-pending")')).toBe(false);
    });
  }

  test('a first visit makes its random pick, shows this page as the server rendered it, and keeps the pick for the next', async ({ page }) => {
    await page.setViewportSize({ width: 1350, height: 940 });
    await page.addInitScript(RECORD_FONT_LOADING);
    // The pick that would move the page most: the table.
    await page.addInitScript('Math.random = function () { return 0.99; }');
    await page.goto('/material-ui/api/button/');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate("localStorage.getItem('apiPage_default')")).toBe('table');
    await expect(page.locator('section[aria-labelledby="props"] [data-api-layout]')).toHaveAttribute('data-api-layout', 'expanded');
    await expectApiReferenceStill(page);
    await page.goto('/material-ui/api/slider/');
    await expect(page.locator('section[aria-labelledby="props"] [data-api-layout]')).toHaveAttribute('data-api-layout', 'table');
  });

  test('a first-time reader sees the props in the first paint, even with the scripts held back', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/(?!after-paint-)/, (route) => route.abort());
    await page.addInitScript('Math.random = function () { return 0.99; }');
    await page.goto('/material-ui/api/button/', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate('document.documentElement.hasAttribute("data-api-layout-pending")')).toBe(false);
    const props = page.locator('section[aria-labelledby="props"] [data-api-layout]');
    await expect(props).toHaveCSS('visibility', 'visible', { timeout: 500 });
    await expect(props).toBeInViewport({ ratio: 0 });
    await expect(props.locator('.api-name').first()).toBeVisible();
    await expect(page.locator('section[aria-labelledby="classes"]')).toHaveCSS('visibility', 'visible', { timeout: 500 });
  });

  test('without scripts, sections waiting for another layout still appear, after eight seconds', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/(?!after-paint-)/, (route) => route.abort());
    await page.addInitScript("localStorage.setItem('apiPage_props', 'table')");
    // 'commit', then the parsed document: the page never hydrates here, so do not wait for it.
    await page.goto('/material-ui/api/button/', { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate('document.documentElement.hasAttribute("data-api-layout-pending")')).toBe(true);
    // What a layout change would move waits; the import and the notes above the first list do not.
    const props = page.locator('section[aria-labelledby="props"]');
    await expect(props.locator('[data-api-layout]')).toHaveCSS('visibility', 'hidden');
    await expect(page.locator('section[aria-labelledby="classes"]')).toHaveCSS('visibility', 'hidden');
    await expect(page.locator('#import')).toHaveCSS('visibility', 'visible');
    await expect(props.locator('p').first()).toHaveCSS('visibility', 'visible');
    // The reveal is a CSS animation from when the document was parsed: give it its delay and some room.
    await expect(props.locator('[data-api-layout]')).toHaveCSS('visibility', 'visible', { timeout: (API_LAYOUT_REVEAL_SECONDS + 4) * 1000 });
    await expect(page.locator('section[aria-labelledby="classes"]')).toHaveCSS('visibility', 'visible');
    // Crawlers and readers of the default layout never wait.
    const crawler = await page.context().browser()!.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
    const bot = await crawler.newPage();
    await bot.addInitScript("localStorage.setItem('apiPage_props', 'table')");
    await bot.goto('/material-ui/api/button/');
    expect(await bot.evaluate('document.documentElement.hasAttribute("data-api-layout-pending")')).toBe(false);
    await crawler.close();
  });
});

test.describe('client-side navigation to a long page', () => {
  test('shows the top first and then every block; a link to an anchor lands on it', async ({ page }) => {
    // The whole page as the server renders it: the number of demos and Markdown chunks to expect.
    await page.goto('/material-ui/react-checkbox/');
    const blocks = await page.locator('.page-body > *').count();
    const lastHeading = await page.locator('.page-body h2[id]').last().getAttribute('id');
    expect(blocks).toBeGreaterThan(4);

    await page.goto('/material-ui/react-button/');
    await markWindow(page);
    await page.locator('nav a[href="/material-ui/react-checkbox/"]').first().click();
    await expect(page.locator('h1')).toHaveText('Checkbox');
    await expect(page.locator('.page-body > *')).toHaveCount(blocks);
    expect(await sameDocument(page)).toBe(true);

    // From the search dialog or a link with a hash: the anchor exists when the router scrolls to it.
    await page.goto('/material-ui/react-button/');
    await markWindow(page);
    await page.evaluate(followClientLink, `/material-ui/react-checkbox/#${lastHeading}`);
    await expect(page.locator('h1')).toHaveText('Checkbox');
    await expect(page.locator(`[id="${lastHeading}"]`)).toBeInViewport();
    expect(await sameDocument(page)).toBe(true);
  });
});
