// Every kind of page loaded with hostile input in its cookies, localStorage, query string and hash:
// no uncaught error, no injected markup, and the page looks exactly as it does for a first visit with
// nothing stored (the defaults apply). Unknown language segments get the 404 page.
import { expect, test, type BrowserContext, type Page } from './support/test';
import { COOKIE_NAMES, STORAGE_KEYS } from '../../src/site/constants';
import { reportCount } from './support/counts';
import { PAGE_KINDS } from './support/pageKinds';

/** Each payload marks itself: an element with id "pwned" or a `window.pwned` flag means it ran. */
const MARKUP = [
  '<img id="pwned" src="x" onerror="window.pwned=1">',
  '<script>window.pwned=1</script>',
  '"><svg id="pwned" onload="window.pwned=1">',
  "'-alert(window.pwned=1)-'",
  'javascript:window.pwned=1',
];
const WRONG_TYPES = ['{"primary":[1,2]}', '[]', 'null', '{"__proto__":{"polluted":1}}', '1e999', 'true', '%E0%A4%A', ''];
const LONG = 'A'.repeat(10_000);
/**
 * Browsers drop cookies over 4 kB, and servers refuse request headers over 8 to 16 kB (431) before
 * any page is sent: three 2,000-character cookies and a 4,000-character query stay under both.
 */
const LONG_COOKIE = 'A'.repeat(2_000);

function cookieValues(round: number): string {
  const values = [...MARKUP, ...WRONG_TYPES, LONG_COOKIE];
  return values[round % values.length]!;
}

async function plantCookies(context: BrowserContext, baseURL: string, round: number): Promise<void> {
  const value = cookieValues(round);
  await context.addCookies(
    Object.values(COOKIE_NAMES).map((name) => ({ name, value: encodeURIComponent(value), url: baseURL })),
  );
}

async function plantStorage(page: Page, round: number): Promise<void> {
  const values = [...MARKUP, ...WRONG_TYPES, LONG];
  await page.addInitScript(
    ({ keys, value }) => {
      if (window !== window.top) return;
      for (const key of keys) localStorage.setItem(key, value);
    },
    { keys: Object.values(STORAGE_KEYS), value: values[round % values.length]! },
  );
}

function hostileUrl(pathname: string, round: number): string {
  const [path, query] = pathname.split('?');
  const markup = encodeURIComponent(MARKUP[round % MARKUP.length]!);
  const params = [query, `q=${markup}`, `code=${markup}`, `args[]=${markup}`, `lang=xx`, `x=${'B'.repeat(4_000)}`].filter(Boolean).join('&');
  const hashes = [markup, `${encodeURIComponent('"]')}`, `%E0%A4%A`, 'C'.repeat(10_000), `${markup}.x#y`];
  return `${path}?${params}#${hashes[round % hashes.length]}`;
}

function readState(page: Page) {
  return page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
    bodyClass: document.body.className,
    dir: document.documentElement.dir,
    lang: document.documentElement.lang,
    primary: getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim(),
    h1: document.querySelector('h1')?.textContent ?? null,
    pressed: [...document.querySelectorAll('main [aria-pressed="true"], main [aria-checked="true"], main [aria-selected="true"]')].map(
      (element) => element.getAttribute('aria-label') ?? element.textContent,
    ),
  }));
}

/**
 * What a reader sees of their preferences and the page, once it has settled: preferences apply in
 * effects after hydration (which page.goto already waited for), so the state is read until it has
 * stayed the same for 600 ms (four reads 200 ms apart).
 */
async function visibleState(page: Page) {
  let previous = JSON.stringify(await readState(page));
  let unchanged = 0;
  for (let attempt = 0; attempt < 30 && unchanged < 3; attempt += 1) {
    await page.waitForTimeout(200);
    const current = JSON.stringify(await readState(page));
    unchanged = current === previous ? unchanged + 1 : 0;
    previous = current;
  }
  return JSON.parse(previous) as Awaited<ReturnType<typeof readState>>;
}

async function injected(page: Page) {
  return page.evaluate(() => ({
    element: document.getElementById('pwned') !== null || document.querySelector('img[src="x"]') !== null,
    ran: 'pwned' in window,
    polluted: 'polluted' in Object.prototype,
  }));
}

test.describe('hostile input', () => {
  for (const [round, pathname] of PAGE_KINDS.entries()) {
    test(`${pathname}: hostile cookies, storage, query and hash change nothing`, async ({ browser, baseURL }) => {
      // A first visit with nothing stored; Math.random fixed so the API layout pick is the same twice.
      const fixRandom = () => Object.assign(Math, { random: () => 0.1 });
      const clean = await browser.newContext();
      const cleanPage = await clean.newPage();
      await cleanPage.addInitScript(fixRandom);
      const expectedStatus = pathname.includes('does-not-exist') ? 404 : 200;
      expect((await cleanPage.goto(pathname))?.status()).toBe(expectedStatus);
      const expected = await visibleState(cleanPage);
      await clean.close();

      const context = await browser.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(fixRandom);
      await plantCookies(context, baseURL ?? '', round);
      await plantStorage(page, round);
      const url = hostileUrl(pathname, round);
      expect((await page.goto(url))?.status(), url).toBe(expectedStatus);
      expect(await visibleState(page)).toEqual(expected);
      // Open the settings drawer: it reads the same preferences.
      await page.locator('#settings-button').click();
      await expect(page.getByRole('dialog').locator('[data-ga-event-action="system"]')).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Escape');
      expect(await injected(page)).toEqual({ element: false, ran: false, polluted: false });
      expect(errors).toEqual([]);
      await context.close();
      reportCount('hostile loads', 1);
    });
  }

  test('a page with demos keeps the default code preferences under hostile cookies', async ({ page, context, baseURL }) => {
    // One load of the demos page per hostile value (nine): more than the default 30 s on a busy machine.
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    for (let round = 0; round < MARKUP.length + WRONG_TYPES.length + 1; round += 1) {
      await plantCookies(context, baseURL ?? '', round);
      await page.goto(hostileUrl('/experiments/docs/demos/', round));
      const demo = page.locator('[data-demo="CounterButtons"]');
      await demo.getByRole('button', { name: 'Show the full source' }).click();
      await expect(demo.getByRole('button', { name: 'Show TypeScript source' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[data-demo="ToggleLikeButton"]').getByRole('button', { name: 'Styling solution: MUI System' })).toBeVisible();
      expect(await injected(page)).toEqual({ element: false, ran: false, polluted: false });
    }
    expect(errors).toEqual([]);
  });

  for (const pathname of ['/xx/', '/xx/material-ui/react-button/', '/en-US/material-ui/', '/zh-CN/', `/${'%3Cb%3E'}/`, `/${'d'.repeat(2_000)}/`]) {
    test(`unknown path ${pathname.slice(0, 40)} gets the 404 page`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const response = await page.goto(`${pathname}?q=%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('h1')).toHaveText('Page not found');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await injected(page)).toEqual({ element: false, ran: false, polluted: false });
      expect(errors).toEqual([]);
    });
  }
});
