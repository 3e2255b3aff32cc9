import { expect, test, type Page } from './support/test';
import { watchPageErrors } from './support/pageErrors';

/** One page of each kind. */
const PAGE_KINDS = [
  '/',
  '/material-ui/getting-started/installation/',
  '/material-ui/react-button/',
  '/material-ui/api/button/',
  '/experiments/docs/demos/',
  '/zh/joy-ui/getting-started/',
  '/does-not-exist/',
];

const DARK_BACKGROUND = 'rgb(11, 13, 14)';
const LIGHT_BACKGROUND = 'rgb(255, 255, 255)';

/** State of the page before any bundle ran: scripts from /_next/ are refused. */
async function paintedState(page: Page, url: string) {
  await page.route('**/_next/static/**', (route) => route.abort());
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => ({
    scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
    bodyClass: document.body.className,
    background: getComputedStyle(document.body).backgroundColor,
    themeColors: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute('content')),
  }));
}

test.describe('colour mode without a flash', () => {
  for (const url of PAGE_KINDS) {
    test(`stored dark mode paints dark before any bundle: ${url}`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
      const state = await paintedState(page, url);
      expect(state).toEqual({ scheme: 'dark', bodyClass: 'mode-dark', background: DARK_BACKGROUND, themeColors: ['#0b0d0e', '#0b0d0e'] });
    });
  }

  test.describe('with the OS in dark mode and nothing stored', () => {
    test.use({ colorScheme: 'dark' });
    for (const url of PAGE_KINDS) {
      test(`paints dark: ${url}`, async ({ page }) => {
        const state = await paintedState(page, url);
        expect(state.scheme).toBe('dark');
        expect(state.bodyClass).toBe('mode-dark');
        expect(state.background).toBe(DARK_BACKGROUND);
      });
    }

    test('a stored light mode wins over the OS', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('mui-mode', 'light'));
      const state = await paintedState(page, '/material-ui/react-button/');
      expect(state).toEqual({ scheme: 'light', bodyClass: 'mode-light', background: LIGHT_BACKGROUND, themeColors: ['#ffffff', '#ffffff'] });
    });
  });

  test('system mode follows the OS when it changes', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/material-ui/react-button/');
    await expect(page.locator('body')).toHaveClass('mode-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('body')).toHaveClass('mode-dark');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#0b0d0e');
  });
});

test.describe('settings drawer', () => {
  test('mode buttons switch and persist the mode', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    await page.locator('#settings-button').click();
    const drawer = page.getByRole('dialog');
    // The drawer's code loads on first use: wait for its buttons before reading them all at once.
    await expect(drawer.locator('[data-ga-event-action="light"]')).toBeVisible();
    const actions = await drawer.locator('[data-ga-event-category="settings"]').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-ga-event-action')),
    );
    expect(actions).toEqual(['light', 'system', 'dark', 'ltr', 'rtl', 'colors']);
    await drawer.locator('[data-ga-event-action="dark"]').click();
    await expect(page.locator('body')).toHaveClass('mode-dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    await page.reload();
    await expect(page.locator('body')).toHaveClass('mode-dark');
    await page.locator('#settings-button').click();
    await page.getByRole('dialog').locator('[data-ga-event-action="light"]').click();
    await expect(page.locator('body')).toHaveClass('mode-light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_BACKGROUND);
  });

  test('right-to-left flips the shell and the demos', async ({ page }) => {
    await page.goto('/experiments/docs/demos/');
    await page.locator('#settings-button').click();
    await page.getByRole('dialog').locator('[data-ga-event-action="rtl"]').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.keyboard.press('Escape');
    const nav = await page.locator('#nav-drawer-permanent').boundingBox();
    const viewport = page.viewportSize();
    expect(nav && viewport && nav.x + nav.width).toBeGreaterThan((viewport?.width ?? 0) - 5);
    // The demo's MUI Stack puts its gap on the start side, which is the right in RTL.
    const order = await page.locator('[data-demo="CounterButtons"] .demo-preview').evaluate((root) => {
      const [first, second] = [...root.querySelectorAll('button')].filter((button) => /Add one|Reset/.test(button.textContent ?? ''));
      return (first?.getBoundingClientRect().left ?? 0) > (second?.getBoundingClientRect().left ?? 0);
    });
    expect(order).toBe(true);
    const toolbar = page.locator('[data-demo="CounterButtons"]').getByRole('toolbar');
    await toolbar.getByRole('button', { name: 'Show the full source' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(toolbar.getByRole('button', { name: 'Open in CodeSandbox' })).toBeFocused();
  });

  test('the colour link leads to the colour tool', async ({ page }) => {
    await page.goto('/joy-ui/getting-started/');
    await page.locator('#settings-button').click();
    await page.getByRole('dialog').locator('[data-ga-event-action="colors"]').click();
    await expect(page).toHaveURL(/\/material-ui\/customization\/color\/#playground$/);
    await expect(page.locator('[data-tool="color"]')).toBeVisible();
  });
});

test.describe('density tool', () => {
  test('dense and spacing change the docs theme and the demos; reset restores them', async ({ page }) => {
    await page.goto('/material-ui/customization/density/');
    const tool = page.locator('[data-tool="density"]');
    const demoButton = page.getByTestId('density-button');
    const toolbar = page.getByTestId('density-toolbar');
    const heightOf = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element.getBoundingClientRect().height);
    const before = { button: await heightOf(demoButton), toolbar: await heightOf(toolbar), reset: await heightOf(tool.getByRole('button', { name: 'Reset density' })) };
    await tool.getByRole('checkbox', { name: 'Dense components' }).check();
    await expect.poll(() => heightOf(demoButton)).toBeLessThan(before.button);
    await expect.poll(() => heightOf(toolbar)).toBeLessThan(before.toolbar);
    await expect.poll(() => heightOf(tool.getByRole('button', { name: 'Reset density' }))).toBeLessThan(before.reset);

    await expect(page.getByTestId('spacing-value')).toHaveText('Spacing: 8px');
    const gap = () => page.locator('[data-demo="DensityPreview"] .demo-preview [data-demo-island] > div').evaluate((stack) => getComputedStyle(stack.children[1] as Element).marginTop);
    expect(await gap()).toBe('16px');
    await tool.getByRole('button', { name: 'Increase spacing' }).click();
    await tool.getByRole('button', { name: 'Increase spacing' }).click();
    await expect(page.getByTestId('spacing-value')).toHaveText('Spacing: 10px');
    await expect.poll(gap).toBe('20px');
    await tool.getByRole('button', { name: 'Decrease spacing' }).click();
    await expect(page.getByTestId('spacing-value')).toHaveText('Spacing: 9px');

    await tool.getByRole('button', { name: 'Reset density' }).click();
    await expect(page.getByTestId('spacing-value')).toHaveText('Spacing: 8px');
    await expect(tool.getByRole('checkbox', { name: 'Dense components' })).not.toBeChecked();
    await expect.poll(() => heightOf(demoButton)).toBe(before.button);
  });
});

test.describe('colour tool', () => {
  const primaryOf = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim());

  test('applies colours to the whole shell, keeps them across reloads, and resets', async ({ page, context }) => {
    await page.goto('/material-ui/customization/color/#playground');
    const tool = page.locator('[data-tool="color"]');
    const defaultPrimary = await primaryOf(page);
    await tool.getByTestId('primary-hex').fill('#2e7d32');
    await expect(tool.getByTestId('primary-swatch')).toHaveCSS('background-color', 'rgb(46, 125, 50)');
    await expect(tool.getByTestId('color-preview').getByRole('button', { name: 'Primary' })).toHaveCSS('background-color', 'rgb(46, 125, 50)');
    await tool.getByRole('button', { name: 'Apply to the docs' }).click();
    await expect.poll(() => primaryOf(page)).toBe('#2e7d32');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'paletteColors');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({ primary: { main: '#2e7d32' }, secondary: { main: '#f50057' } });
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31536000 - 120);

    await page.goto('/joy-ui/getting-started/');
    await expect.poll(() => primaryOf(page)).toBe('#2e7d32');
    await expect(page.locator('#nav-drawer-permanent a[aria-current="page"]')).toHaveCSS('color', 'rgb(46, 125, 50)');

    await page.goto('/material-ui/customization/color/');
    await page.locator('[data-tool="color"]').getByRole('button', { name: 'Reset' }).click();
    await expect.poll(() => primaryOf(page)).toBe(defaultPrimary);
    expect((await context.cookies()).find((entry) => entry.name === 'paletteColors')).toBeUndefined();
  });

  test('an invalid hex gets a message, not a crash', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto('/material-ui/customization/color/');
    const tool = page.locator('[data-tool="color"]');
    await tool.getByTestId('primary-hex').fill('#12345z');
    await expect(tool.getByText('Enter a colour as #rgb or #rrggbb.')).toBeVisible();
    await tool.getByTestId('primary-hex').fill('<img src=x onerror=alert(1)>');
    await expect(tool.getByText('Enter a colour as #rgb or #rrggbb.')).toBeVisible();
    await tool.getByRole('button', { name: 'Apply to the docs' }).click();
    await expect.poll(() => primaryOf(page)).toBe('#1976d2');
    expect(problems).toEqual([]);
  });

  test('picking a hue and a shade sets the colour', async ({ page }) => {
    await page.goto('/material-ui/customization/color/');
    const tool = page.locator('[data-tool="color"]');
    await tool.getByRole('combobox', { name: 'Primary hue' }).click();
    await page.getByRole('option', { name: 'teal', exact: true }).click();
    await tool.getByRole('combobox', { name: 'Primary shade' }).click();
    await page.getByRole('option', { name: '800', exact: true }).click();
    await expect(tool.getByTestId('primary-hex')).toHaveValue('#00695c');
  });
});

test.describe('hostile stored values fall back to the defaults', () => {
  test('markup in mui-mode, broken paletteColors and codeVariant=xx', async ({ page, context, baseURL }) => {
    const problems = watchPageErrors(page);
    for (const value of ['{"primary":', '{"primary":{"main":"red; background:url(x)"}}', '[1,2]', '{"primary":{"main":"#fff","x":1}}', '%E0%A4%A']) {
      await context.addCookies([
        { name: 'paletteColors', value: encodeURIComponent(value).replace(/%25/g, '%'), url: baseURL },
        { name: 'codeVariant', value: 'xx', url: baseURL },
        { name: 'codeStyling', value: '<script>', url: baseURL },
      ]);
      // Top frame only: init scripts also run in the iframe demo, which shares the storage.
      await page.addInitScript(() => {
        if (window === window.top) localStorage.setItem('mui-mode', '<img src=x onerror=alert(1)>');
      });
      await page.goto('/experiments/docs/demos/');
      await expect(page.locator('body')).toHaveClass(/mode-(light|dark)/);
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim())).toBe('#0b6bcb');
      await page.locator('[data-demo="CounterButtons"]').getByRole('button', { name: 'Show the full source' }).click();
      await expect(page.locator('[data-demo="CounterButtons"]').getByRole('button', { name: 'Show TypeScript source' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[data-demo="ToggleLikeButton"]').getByRole('button', { name: 'Styling solution: MUI System' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).not.toContain('<');
      expect(await page.locator('img[src="x"]').count()).toBe(0);
    }
    expect(problems).toEqual([]);
  });
});
