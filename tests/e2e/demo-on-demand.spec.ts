import { HYDRATED_ATTRIBUTE } from '../../src/site/hydratedMark';
import { expect, test, type Page } from './support/test';

// A page's demos run only when needed (src/blocks/demo/demoOnDemand.tsx): the page boots and hydrates
// without running them; each demo keeps the server's HTML, in place, until it comes near the viewport (its
// module then runs in a task of its own) or the reader points at or focuses it. On Material UI's pages the
// demos are a chunk of their own (src/blocks/demo/pageDemos.ts), fetched when the first one is needed.

const PAGE = '/material-ui/react-button/';
const DEMOS = ['BasicButtons', 'IconButtons', 'LoadingButtons', 'CustomizedButtons'];

/** Page errors, React's recoverable hydration errors included (it reports them as uncaught). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Keeps each demo's first server-rendered button and, on every frame while it is still in the page, where
 * it is; `demoState()` then tells, per demo, whether that element is still the one in the page and whether
 * the live one stands where the server's stood just before it was replaced. (The place is followed frame by
 * frame because the web fonts may swap in after DOMContentLoaded and move the whole page, which is not the
 * demo's doing.)
 */
const REMEMBER_SERVER_DEMOS = `document.addEventListener('DOMContentLoaded', function () {
  window.__serverDemos = {};
  document.querySelectorAll('[data-demo] .demo-preview button.MuiButtonBase-root').forEach(function (button) {
    var name = button.closest('[data-demo]').getAttribute('data-demo');
    if (window.__serverDemos[name]) return;
    window.__serverDemos[name] = { element: button };
  });
  function follow() {
    var waiting = false;
    Object.keys(window.__serverDemos).forEach(function (name) {
      var kept = window.__serverDemos[name];
      if (!kept.element.isConnected) return;
      var box = kept.element.getBoundingClientRect();
      kept.top = box.top + window.scrollY;
      kept.left = box.left + window.scrollX;
      waiting = true;
    });
    if (waiting) requestAnimationFrame(follow);
  }
  follow();
});`;

interface DemoState {
  replaced: boolean;
  moved: boolean;
}

async function demoState(page: Page, name: string): Promise<DemoState> {
  return JSON.parse(
    (await page.evaluate(`(function () {
      var kept = window.__serverDemos[${JSON.stringify(name)}];
      var now = document.querySelector('[data-demo=${JSON.stringify(name)}] .demo-preview button.MuiButtonBase-root');
      var box = now.getBoundingClientRect();
      return JSON.stringify({
        replaced: now !== kept.element,
        moved: Math.abs(box.top + window.scrollY - kept.top) > 0.5 || Math.abs(box.left + window.scrollX - kept.left) > 0.5
      });
    })()`)) as string,
  ) as DemoState;
}

/** Whether a button of the demo is live: Material UI's ripple only answers a hydrated button. */
async function rippleAfterClick(page: Page, demoName: string, button: string): Promise<number> {
  const demo = page.locator(`[data-demo="${demoName}"]`);
  await demo.getByRole('button', { name: button }).first().click();
  return demo.locator('.MuiTouchRipple-child').count();
}

test.describe('demos run when needed', () => {
  test("the page hydrates without running its demos; each keeps the server's HTML, in place, until it comes alive", async ({ page }) => {
    const errors = recordErrors(page);
    await page.addInitScript(REMEMBER_SERVER_DEMOS);
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    // A reader at the page (demos the server rendered wait for the reader's first action).
    await page.mouse.move(5, 5);
    // The first demo (below the page's props playground) comes into view: it comes alive. One far below
    // stays as the server wrote it.
    await page.locator('[data-demo="BasicButtons"]').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await demoState(page, 'BasicButtons')).replaced).toBe(true);
    expect((await demoState(page, 'BasicButtons')).moved).toBe(false);
    await page.waitForTimeout(500);
    expect((await demoState(page, 'CustomizedButtons')).replaced).toBe(false);
    // Off screen and waiting, it is not rendered (no layout, paint or animation); live, it is as usual.
    const farPreview = page.locator('[data-demo="CustomizedButtons"] .demo-preview');
    expect(await farPreview.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('auto');
    for (const name of DEMOS) {
      await page.locator(`[data-demo="${name}"]`).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await demoState(page, name)).replaced).toBe(true);
    }
    expect(await farPreview.evaluate((element) => getComputedStyle(element).contentVisibility)).toBe('visible');
    // A demo with state works: the switch turns the buttons' loading state off.
    const loading = page.locator('[data-demo="LoadingButtons"]');
    await expect(loading.getByRole('button', { name: 'Refresh' })).toBeDisabled();
    await loading.getByRole('checkbox', { name: 'Loading' }).click();
    await expect(loading.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect.poll(() => rippleAfterClick(page, 'BasicButtons', 'Save draft')).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('a demo not yet alive answers the first click, and keeps keyboard focus when it comes alive', async ({ page }) => {
    const errors = recordErrors(page);
    await page.addInitScript(REMEMBER_SERVER_DEMOS);
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    expect((await demoState(page, 'IconButtons')).replaced).toBe(false);
    // One click (Playwright scrolls, points, presses): the demo comes alive and the click lands.
    const favourite = page.locator('[data-demo="IconButtons"]').getByRole('button', { name: 'Favourite' });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect((await demoState(page, 'IconButtons')).replaced).toBe(true);

    // Focus moved into a demo still as the server wrote it stays on the same control once it is live.
    expect((await demoState(page, 'ButtonBaseTiles')).replaced).toBe(false);
    const tile = page.locator('[data-demo="ButtonBaseTiles"] .demo-preview button.MuiButtonBase-root').first();
    const name = await tile.evaluate((element) => element.textContent);
    await tile.focus();
    expect((await demoState(page, 'ButtonBaseTiles')).replaced).toBe(true);
    expect(await page.evaluate('document.activeElement.closest(\'[data-demo="ButtonBaseTiles"] .demo-preview\') !== null && document.activeElement.textContent')).toBe(name);
    expect(errors).toEqual([]);
  });

  test("the demos' chunk is fetched only when a demo is needed, and a click that comes before it is answered", async ({ browser }) => {
    // A window too short to reach any demo: the page loads without its demos' code.
    const context = await browser.newContext({ viewport: { width: 1280, height: 300 } });
    const page = await context.newPage();
    const errors = recordErrors(page);
    await page.addInitScript(REMEMBER_SERVER_DEMOS);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    const loadedWithPage = scripts.length;
    expect((await demoState(page, 'IconButtons')).replaced).toBe(false);
    // Its chunk now arrives late: the click lands on the server's HTML, and the live demo answers it.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const favourite = page.locator('[data-demo="IconButtons"]').getByRole('button', { name: 'Favourite' });
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    expect(scripts.length).toBeGreaterThan(loadedWithPage);
    // Answered once: a second click turns it off again.
    await favourite.click();
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the first screen’s playground and demo blocks show whole from the server, and fetch their code only once the reader acts', async ({ page }) => {
    const errors = recordErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // Tall enough that the first demo block is in the first screen too, below the playground.
    await page.setViewportSize({ width: 1400, height: 1300 });
    await page.goto(PAGE);
    await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const playground = page.locator('[data-playground="Button"]');
    const block = page.locator('[data-demo-block]').first();
    // Nobody has acted on the page (a background tab, a crawler): both stay as the server wrote them, whole.
    await expect(playground).toHaveAttribute('data-playground-state', 'server');
    await expect(block).toHaveAttribute('data-demo-block', 'server');
    await expect(playground.locator('[data-playground-preview] .MuiButton-root')).toBeVisible();
    await expect(playground.getByLabel('color', { exact: true })).toBeVisible();
    await expect(block.locator('.demo-preview button').first()).toBeVisible();
    const beforeReader = scripts.length;
    await page.mouse.move(10, 10);
    await expect(playground).toHaveAttribute('data-playground-state', 'live');
    await expect(block).toHaveAttribute('data-demo-block', 'live');
    expect(scripts.length).toBeGreaterThan(beforeReader);
    // Live, it works: a control changes the preview.
    await playground.getByLabel('color', { exact: true }).selectOption({ label: 'secondary' });
    await expect(playground.locator('[data-playground-preview] .MuiButton-root')).toHaveClass(/MuiButton-textSecondary/);
    expect(errors).toEqual([]);
  });

  test('a control of a playground still as the server wrote it answers the first press', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto(PAGE);
    await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`);
    const playground = page.locator('[data-playground="Button"]');
    await expect(playground).toHaveAttribute('data-playground-state', 'server');
    // Held back, the entry arrives after the press: the press is kept and given to the live control.
    await page.route('**/_next/static/chunks/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await playground.getByRole('button', { name: 'outlined', exact: true }).click();
    await expect(playground).toHaveAttribute('data-playground-state', 'live');
    await expect(playground.locator('[data-playground-preview] .MuiButton-root')).toHaveClass(/MuiButton-outlined/);
    expect(errors).toEqual([]);
  });

  test("a demo block below the first screen keeps the server's HTML, and its code stays unfetched, until the reader nears it", async ({ page }) => {
    const errors = recordErrors(page);
    // The usage guide's one demo is far down the page.
    await page.goto('/material-ui/getting-started/usage/');
    await page.waitForLoadState('networkidle');
    const block = page.locator('[data-demo-block]').first();
    const serverButton = await block.locator('button').first().elementHandle();
    // The reader acts on the page, far from the block: it stays as it is.
    await page.mouse.move(5, 5);
    await page.waitForTimeout(500);
    await expect(block).toHaveAttribute('data-demo-block', 'server');
    // The block's toolbar and open source are in the page, as the server wrote them, before any of its code is here.
    await expect(block.getByRole('button', { name: 'Hide the source' })).toBeAttached();
    await block.scrollIntoViewIfNeeded();
    await expect(block).toHaveAttribute('data-demo-block', 'live');
    expect(await serverButton!.evaluate((element) => element.isConnected)).toBe(false);
    await block.getByRole('button', { name: 'Hide the source' }).click();
    await expect(block.getByRole('button', { name: 'Show the source' })).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test('a client-side navigation to a page with demos shows them, working', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/material-ui/react-checkbox/');
    await page.evaluate('window.__sameDocument = true');
    await page.locator('nav a[href="/material-ui/react-button/"]').first().click();
    await expect(page.locator('h1')).toHaveText('Button');
    // The demos start as placeholders after a navigation, and each comes alive as the reader scrolls near it.
    await expect(page.locator('[data-demo-island="pending"]').first()).toBeAttached();
    expect(await page.locator('[data-demo-island="pending"]').count()).toBeGreaterThan(3);
    const loading = page.locator('[data-demo="LoadingButtons"]');
    await loading.scrollIntoViewIfNeeded();
    await loading.getByRole('checkbox', { name: 'Loading' }).click();
    await expect(loading.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    const basic = page.locator('[data-demo="BasicButtons"]');
    await basic.scrollIntoViewIfNeeded();
    await expect(basic.getByRole('button', { name: 'Save draft' }).first()).toBeVisible();
    expect(await page.evaluate('window.__sameDocument === true')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a disabled or loading Joy UI button is disabled in the server’s HTML, before its demo runs', async ({ browser }) => {
    // Joy's useButton adds `disabled` only once mounted; the export adds it to the server's HTML
    // (src/hosting/build/serverDisabledButtons.ts), which a demo keeps until it comes alive.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/joy-ui/react-button/');
    const inactive = page.locator('.demo-preview button.Mui-disabled');
    expect(await inactive.count()).toBeGreaterThan(3);
    for (const button of await inactive.all()) await expect(button).toBeDisabled();
    await context.close();
  });
});
