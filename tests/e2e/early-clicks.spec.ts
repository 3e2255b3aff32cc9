import { expect, test, type Page } from './support/test';
import { HYDRATED_ATTRIBUTE } from '../../src/site/hydratedMark';

/**
 * Clicks between the first paint and hydration (src/site/earlyClicks.ts). Every script of the page is
 * held back until the test has clicked, so the click lands on the server's HTML with no React in the
 * page; once the scripts arrive and the page hydrates, the click must take effect, once.
 */

async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.evaluate((name) => document.documentElement.hasAttribute(name), HYDRATED_ATTRIBUTE);

/** Opens the page with its scripts held back; resolves once its HTML is there. */
async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('header').waitFor();
  return release;
}

test.describe('clicks before hydration', () => {
  test('the product switcher, clicked as soon as the HTML appears, opens its menu once the page is ready', async ({ page }) => {
    const release = await openBeforeScripts(page, '/material-ui/react-button/');
    await page.locator('#product-switcher-button').click();
    expect(await hydrated(page)).toBe(false);
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();
    await expect(page.getByRole('menu')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    await expect(page.locator('#product-switcher-button')).toHaveAttribute('aria-expanded', 'true');
  });

  test('under 4× CPU throttling, the settings button clicked early opens the drawer about as fast as a click on the ready page', async ({ page }) => {
    test.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    const isHydrated = (name: string) => document.documentElement.hasAttribute(name);

    const release = await openBeforeScripts(page, '/material-ui/getting-started/installation/');
    await page.locator('#settings-button').click();
    expect(await hydrated(page)).toBe(false);
    release();
    await page.waitForFunction(isHydrated, HYDRATED_ATTRIBUTE, { timeout: 30_000 });
    const hydratedAt = Date.now();
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    const early = Date.now() - hydratedAt;

    // The same click on a freshly hydrated page, for this machine's speed: loading the drawer's code
    // under 4× throttling takes most of it.
    await page.unroute('**/_next/static/**/*.js');
    await page.goto('/material-ui/getting-started/installation/', { waitUntil: 'commit' });
    await page.waitForFunction(isHydrated, HYDRATED_ATTRIBUTE, { timeout: 30_000 });
    const clickedAt = Date.now();
    await page.locator('#settings-button').click();
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    const ready = Date.now() - clickedAt;
    test.info().annotations.push({ type: 'timing', description: `early click ${early} ms after hydration, ready-page click ${ready} ms` });
    expect(early).toBeLessThan(ready + 1500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('a drawer group clicked before hydration stays open, and opens once', async ({ page }) => {
    const release = await openBeforeScripts(page, '/material-ui/react-button/');
    const group = page.locator('#nav-drawer-permanent details:not([open])').first();
    const name = await group.getAttribute('data-nav-group');
    await group.locator('> summary').click();
    expect(await hydrated(page)).toBe(false);
    release();
    await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
    await page.waitForTimeout(500);
    await expect(page.locator(`#nav-drawer-permanent details[data-nav-group="${name}"]`)).toHaveAttribute('open', '');
  });

  test('a demo toolbar button clicked before hydration shows the source once the demo is ready', async ({ page }) => {
    const release = await openBeforeScripts(page, '/experiments/docs/demos/');
    const demo = page.locator('[data-demo="CounterButtons"]');
    const show = demo.getByRole('button', { name: 'Show the full source' });
    await show.click();
    expect(await hydrated(page)).toBe(false);
    const hide = demo.getByRole('button', { name: 'Hide the full source' });
    await expect(hide).toHaveCount(0);
    release();
    await expect(hide).toBeVisible({ timeout: 10_000 });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu button opens the narrow drawer', async ({ page }) => {
      const release = await openBeforeScripts(page, '/joy-ui/getting-started/');
      await page.locator('#nav-drawer-button').click();
      expect(await hydrated(page)).toBe(false);
      release();
      await expect(page.locator('#nav-drawer-mobile')).toBeVisible({ timeout: 10_000 });
    });
  });

  test('the settings drawer opened and theme changed while parts of the page still hydrate keep their server HTML', async ({ page }) => {
    // The drawer, body, table of contents and footer hydrate in the background (HydrateLater). The
    // early click is replayed right after the page hydrates, before they have: the shell re-renders
    // around server HTML that React must hydrate first, not discard and render again (React error
    // #421, the CI failure of 2026-11-27 on this page). Colour mode and direction then change the
    // theme of the whole page while those parts may still be hydrating: as transitions, they too keep
    // the server's HTML.
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const release = await openBeforeScripts(page, '/x/react-data-grid/');
    const parts = ['#nav-drawer-permanent a', '#table-of-contents a', 'main h2', 'main p'];
    for (const part of parts) await page.locator(part).first().waitFor({ state: 'attached' });
    await page.evaluate((selectors) => {
      for (const selector of selectors) Object.assign(document.querySelector(selector)!, { fromServer: true });
    }, parts);
    const keptParts = () =>
      page.evaluate(
        (selectors) => selectors.filter((selector) => (document.querySelector(selector) as { fromServer?: boolean } | null)?.fromServer === true),
        parts,
      );
    await page.locator('#settings-button').click();
    release();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.locator('#settings-button').click();
    await expect(dialog).toBeVisible();
    expect(await keptParts()).toEqual(parts);
    expect(errors).toEqual([]);

    await dialog.locator('[data-ga-event-action="dark"]').click();
    await dialog.locator('[data-ga-event-action="rtl"]').click();
    // Restyling the whole page for right-to-left (its own stylesheet cache, loaded on demand) is slow at 4×.
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    expect(await keptParts()).toEqual(parts);
  });

  test('a click after hydration is answered once, not replayed', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    await page.locator('#product-switcher-button').click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await page.waitForTimeout(300);
    await expect(page.getByRole('menu')).toBeHidden();
  });
});
