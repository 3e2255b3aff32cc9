import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './support/test';
import { createStaticServer } from '../../src/hosting/build/staticServer';
import { CONFIGURED_PORT } from '../../playwright.config';

/**
 * Against the second export (out-ga), built with a stand-in measurement id and SITE_URL set to the
 * origin it is served at. Serial: the deploy test rewrites out-ga/sw.js for a moment.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${CONFIGURED_PORT}` });

const OUT_GA = path.join(__dirname, '../../out-ga');

type Entry = unknown[];

async function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)));
}

async function standInTag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stand-in for gtag.js */' });
  });
  return requested;
}

test.describe('analytics', () => {
  test('loads the tag for the measurement id and sends page views after client-side navigation', async ({ page }) => {
    const requested = await standInTag(page);
    await page.goto('/material-ui/getting-started/installation/');
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    expect(requested[0]).toContain('id=G-TEST12345');
    await expect.poll(async () => (await dataLayer(page)).some((entry) => entry[0] === 'config' && entry[1] === 'G-TEST12345')).toBe(true);

    await page.locator('#nav-drawer-permanent a', { hasText: 'Usage' }).first().click();
    await expect(page).toHaveURL(/\/usage\/$/);
    await expect(page).toHaveTitle(/usage/i);
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry[0] === 'event' && entry[1] === 'page_view').map((entry) => entry[2]))
      .toContainEqual({
        page_title: await page.title(),
        page_location: '/material-ui/getting-started/usage/',
        productId: 'material-ui',
        productCategoryId: 'core',
      });
  });

  test('loads the tag only after the page has loaded and been idle, not during hydration', async ({ page }) => {
    let requestedAt = 0;
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      requestedAt ||= Date.now();
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stand-in for gtag.js */' });
    });
    await page.goto('/material-ui/react-button/');
    await expect.poll(() => requestedAt, { timeout: 15_000 }).toBeGreaterThan(0);
    const loadedAt = await page.evaluate(() => performance.timeOrigin + (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    // TAG_DELAY_MS (1.5 s) after the load event, then an idle moment; a little slack for the two clocks.
    expect(requestedAt - loadedAt).toBeGreaterThan(1_400);
    // Calls made before the tag arrived were queued, and the page view is among them.
    await expect.poll(async () => (await dataLayer(page)).some((entry) => entry[0] === 'event' && entry[1] === 'page_view')).toBe(true);
  });

  test('sends click events from data attributes, with split sampling', async ({ page }) => {
    await standInTag(page);
    await page.goto('/material-ui/react-button/');
    await page.locator('#settings-button').click();
    await page.getByRole('dialog').locator('[data-ga-event-action="dark"]').click();
    await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry[1] === 'settings')).toContainEqual(['event', 'settings', { eventAction: 'dark', eventLabel: null }]);
    await page.keyboard.press('Escape');

    await page.evaluate(() => {
      const make = (id: string) => {
        const button = document.createElement('button');
        button.id = id;
        button.textContent = id;
        button.dataset.gaEventCategory = 'sampled';
        button.dataset.gaEventAction = id;
        button.dataset.gaEventSplit = '0.5';
        document.body.append(button);
      };
      make('kept');
      make('dropped');
      Math.random = () => 0.25;
    });
    await page.locator('#kept').click();
    await page.evaluate(() => {
      Math.random = () => 0.75;
    });
    await page.locator('#dropped').click();
    const sampled = (await dataLayer(page)).filter((entry) => entry[1] === 'sampled').map((entry) => (entry[2] as { eventAction: string }).eventAction);
    expect(sampled).toEqual(['kept']);
  });

  test('keeps user properties current', async ({ page }) => {
    await standInTag(page);
    await page.goto('/experiments/docs/demos/');
    const properties = async () =>
      Object.assign({}, ...(await dataLayer(page)).filter((entry) => entry[0] === 'set' && entry[1] === 'user_properties').map((entry) => entry[2] as object));
    await expect.poll(properties).toMatchObject({ codeVariant: 'TS', codeStylingVariant: 'MUI System', userLanguage: 'en', colorSchemeOS: 'light', devicePixelRatio: 1 });
    await page.locator('[data-demo="CounterButtons"]').getByRole('button', { name: 'Show the full source' }).click();
    await page.locator('[data-demo="CounterButtons"]').getByRole('button', { name: 'Show JavaScript source' }).click();
    await expect.poll(properties).toMatchObject({ codeVariant: 'JS' });
  });

  test('reports web-vitals (skip rate 0.0001)', async ({ page }) => {
    await standInTag(page);
    await page.goto('/material-ui/getting-started/installation/');
    await page.locator('h1').click();
    // web-vitals loads a few seconds after the load event, once the page is idle.
    await expect
      .poll(async () => (await dataLayer(page)).filter((entry) => entry[0] === 'event').map((entry) => entry[1]), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['TTFB', 'FCP']));
  });
});

test.describe('service worker', () => {
  test('registers on the configured origin and not on another', async ({ page, browser }) => {
    await page.goto('/');
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`http://localhost:${CONFIGURED_PORT}/`);

    const server = createStaticServer(OUT_GA);
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const { port } = server.address() as AddressInfo;
    const other = await browser.newPage();
    await other.goto(`http://localhost:${port}/`);
    await other.waitForLoadState('networkidle');
    await other.waitForTimeout(500);
    expect(await other.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    await other.close();
    server.close();
  });

  test('the shell and visited pages work offline', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto('/joy-ui/getting-started/');
    await expect(page.locator('h1')).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toContainText('Joy UI');
    // The shell's icons too: their symbols are in the page itself.
    await expect.poll(() => page.locator('#settings-button svg use').evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(0);
    await page.goto('/');
    await expect(page.locator('main a[data-product="material-ui"]')).toBeVisible();
    await page.goto('/base-ui/react-slider/');
    await expect(page.locator('h1')).toBeVisible();
    await context.setOffline(false);
  });

  test('search works offline once it has been used', async ({ page, context }) => {
    await page.goto('/material-ui/react-alert/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const dialog = page.getByTestId('search-dialog');
    await page.keyboard.press('Control+K');
    await expect(dialog).toHaveAttribute('data-index-status', 'complete');
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.locator('h1')).toHaveText('Alert');
      await page.keyboard.press('Control+K');
      await expect(dialog).toHaveAttribute('data-index-status', 'complete');
      await page.getByRole('combobox', { name: 'Search the docs' }).fill('disableElevation');
      await expect(dialog.getByRole('option').first()).toHaveAttribute('data-href', '/material-ui/api/button/#props-disableElevation');
    } finally {
      await context.setOffline(false);
    }
  });

  test('a new deploy makes the page reload exactly once', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.bringToFront();
    await page.evaluate(() => sessionStorage.setItem('loads', '0'));
    await page.addInitScript(() => sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? '0') + 1)));

    const swFile = path.join(OUT_GA, 'sw.js');
    const original = fs.readFileSync(swFile, 'utf8');
    try {
      fs.writeFileSync(swFile, `${original}\n// deploy ${Date.now()}\n`);
      // Not awaited in the page: the reload it leads to may come before update() settles.
      await page.evaluate(() => {
        void navigator.serviceWorker.getRegistration().then((registration) => registration?.update());
      });
      const loads = () => page.evaluate(() => sessionStorage.getItem('loads')).catch(() => 'navigating');
      await expect.poll(loads, { timeout: 15_000 }).toBe('1');
      await page.waitForTimeout(2500);
      expect(await loads()).toBe('1');
      await expect(page.locator('h1')).toBeVisible();
    } finally {
      fs.writeFileSync(swFile, original);
    }
  });
});
