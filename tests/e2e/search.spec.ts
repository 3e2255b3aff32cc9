import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';
import { watchPageErrors } from './support/pageErrors';

const dialog = (page: Page) => page.getByTestId('search-dialog');
const input = (page: Page) => page.locator('#site-search-input');
const options = (page: Page) => dialog(page).getByRole('option');

/** Waits until the page has hydrated and its search shortcuts listen. */
async function shortcutsReady(page: Page): Promise<void> {
  await expect(page.locator('#search-button[data-shortcuts="ready"]')).toBeAttached();
}

/** Opens the dialog with Ctrl+K and waits until every chunk of the index has arrived. */
async function openSearch(page: Page): Promise<void> {
  await shortcutsReady(page);
  await page.keyboard.press('Control+K');
  await expect(input(page)).toBeFocused();
  // The index's later chunks share the network with the page's own demos (a grid page loads its grids).
  await expect(dialog(page)).toHaveAttribute('data-index-status', 'complete', { timeout: 15_000 });
}

async function firstHit(page: Page, query: string): Promise<string | null> {
  await input(page).fill(query);
  // Until the query's results arrive, the list still shows the quick links of an empty field.
  await expect(dialog(page).locator('[data-group="start"]')).toHaveCount(0);
  await expect(options(page).first()).toBeVisible();
  return options(page).first().getAttribute('data-href');
}

test.describe('search', () => {
  test('the index is not downloaded until the dialog opens, and the first query needs only the titles', async ({ page }) => {
    const requested: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/static/search/')) requested.push(new URL(request.url()).pathname);
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/material-ui/react-button/');
    await page.waitForLoadState('networkidle');
    const scriptsBeforeHover = scripts.length;
    await page.getByRole('button', { name: 'Search the docs' }).hover();
    // Pointing at the button fetches the dialog's code, and not the index.
    await expect.poll(() => scripts.length).toBeGreaterThan(scriptsBeforeHover);
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);
    await shortcutsReady(page);
    await page.keyboard.press('Control+K');
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => requested[0]).toBe('/static/search/en/titles.json');
    // The index's later chunks share the network with the page's own demos (a grid page loads its grids).
  await expect(dialog(page)).toHaveAttribute('data-index-status', 'complete', { timeout: 15_000 });
    expect([...requested].sort()).toEqual(['/static/search/en/api.json', '/static/search/en/text.json', '/static/search/en/titles.json']);
  });

  test('the app bar button shows the shortcut of the platform', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Search the docs' });
    await expect(button.getByTestId('search-shortcut-hint')).toHaveText('Ctrl+K');
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => ({ platform: 'macOS' }) });
    });
    await page.reload();
    await expect(button.getByTestId('search-shortcut-hint')).toHaveText('⌘K');
    await expect(button).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
    await shortcutsReady(page);
    await page.keyboard.press('Meta+K');
    await expect(input(page)).toBeFocused();
  });

  test('Ctrl+K, / and a typed letter open it; letters typed in a field do not', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto('/material-ui/material-icons/');
    await shortcutsReady(page);
    await page.keyboard.press('/');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    // Typed at once, before the dialog's code has arrived: no letter is lost.
    await page.locator('h1').click();
    await page.keyboard.type('slid');
    await expect(input(page)).toHaveValue('slid');
    await page.keyboard.press('Escape');

    await page.getByRole('searchbox').or(page.getByRole('textbox')).first().fill('');
    await page.getByRole('searchbox').or(page.getByRole('textbox')).first().pressSequentially('home');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('Control+K');
    await expect(input(page)).toBeFocused();
    expect(problems).toEqual([]);
  });

  // What a reader types, and the page (or section) they expect at the top.
  const EXPECTED_FIRST: Array<[from: string, query: string, first: string]> = [
    ['/material-ui/react-alert/', 'button', '/material-ui/react-button/'],
    ['/material-ui/react-alert/', 'autocomplete', '/material-ui/react-autocomplete/'],
    ['/material-ui/react-alert/', 'disableElevation', '/material-ui/api/button/#props-disableElevation'],
    ['/material-ui/react-alert/', 'MuiButton-root', '/material-ui/api/button/#classes-root'],
    ['/material-ui/react-alert/', 'dark mode', '/material-ui/customization/dark-mode/'],
    ['/material-ui/react-alert/', 'useMediaQuery', '/material-ui/react-use-media-query/'],
    ['/material-ui/react-alert/', 'sx prop', '/system/getting-started/the-sx-prop/'],
    ['/material-ui/react-alert/', 'column pinning', '/x/react-data-grid/column-pinning/'],
    ['/x/react-data-grid/column-pinning/', 'columnMenuAggregationIcon', '/x/api/data-grid/data-grid-premium/#slots-columnMenuAggregationIcon'],
    ['/material-ui/react-alert/', 'buton', '/material-ui/react-button/'],
    ['/joy-ui/getting-started/', 'button', '/joy-ui/react-button/'],
    ['/joy-ui/getting-started/', 'installation', '/joy-ui/getting-started/installation/'],
    ['/zh/material-ui/getting-started/', '安装', '/zh/material-ui/getting-started/installation/'],
    ['/zh/material-ui/getting-started/', '按钮', '/zh/material-ui/react-button/'],
    // A page whose title is the query (in a plain form, or the product's name for its overview) comes first.
    ['/material-ui/react-alert/', 'sx', '/system/getting-started/the-sx-prop/'],
    ['/material-ui/react-alert/', 'data grid', '/x/react-data-grid/'],
    ['/material-ui/react-alert/', 'theme', '/material-ui/customization/theming/'],
    ['/material-ui/react-alert/', 'theming', '/material-ui/customization/theming/'],
    // Related projects leads with its section "Date and time pickers", which says the pickers live in MUI X.
    ['/material-ui/react-alert/', 'date picker', '/material-ui/discover-more/related-projects/'],
    // On /zh/, English names find pages whose drawer title is Chinese, and the page beats a prop of that name.
    ['/zh/material-ui/getting-started/', 'column pinning', '/zh/x/react-data-grid/column-pinning/'],
    ['/zh/material-ui/getting-started/', 'button', '/zh/material-ui/react-button/'],
  ];
  // One dialog per starting page answers all of its queries: loading the page and the index again for
  // each query cost five seconds apiece. The field is emptied between queries so a result list is never
  // read before it belongs to the query just typed.
  for (const from of [...new Set(EXPECTED_FIRST.map(([start]) => start))]) {
    const rows = EXPECTED_FIRST.filter(([start]) => start === from);
    test(`on ${from}, ${rows.map(([, query, first]) => `"${query}" leads to ${first}`).join('; ')}`, async ({ page }) => {
      await page.goto(from);
      await openSearch(page);
      for (const [, query, first] of rows) {
        // An empty field lists the quick links ("Start with"), never the previous query's results.
        await input(page).fill('');
        await expect(dialog(page).locator('[data-group="start"]')).toBeVisible();
        expect.soft(await firstHit(page, query), `"${query}" on ${from}`).toBe(first);
      }
    });
  }

  test('results are grouped by page under a product chip, the current product first', async ({ page }) => {
    await page.goto('/joy-ui/getting-started/');
    await openSearch(page);
    await input(page).fill('button');
    const groups = dialog(page).getByRole('group');
    await expect(groups.first()).toHaveAttribute('data-product', 'joy-ui');
    await expect(groups.first().getByTestId('search-product-chip')).toHaveText('Joy UI');
    expect(await groups.count()).toBeGreaterThan(3);
    // Each group holds the hits of one page.
    for (const group of (await groups.all()).slice(0, 4)) {
      const hrefs = await group.getByRole('option').evaluateAll((nodes) => nodes.map((node) => (node.getAttribute('data-href') ?? '').split('#')[0]));
      expect(new Set(hrefs).size).toBe(1);
    }
    await expect(dialog(page).getByTestId('search-status')).toHaveText(/\d+ results/);
  });

  test('the open dialog, empty and with results, in light and dark, has no serious accessibility violation', async ({ page }) => {
    for (const mode of ['light', 'dark']) {
      await page.addInitScript((value) => localStorage.setItem('mui-mode', value), mode);
      await page.goto('/material-ui/react-alert/');
      await openSearch(page);
      expect(await axeViolations(page, { include: '[data-testid="search-dialog"]' }), `${mode}, empty`).toEqual([]);
      await input(page).fill('button');
      await expect(options(page).first()).toBeVisible();
      expect(await axeViolations(page, { include: '[data-testid="search-dialog"]' }), `${mode}, results`).toEqual([]);
    }
  });

  test('arrows move through the results, Enter opens one, Escape closes and gives focus back', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto('/material-ui/react-alert/');
    const button = page.getByRole('button', { name: 'Search the docs' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    await openSearch(page);
    await page.keyboard.type('slider');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(options(page).last()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    const target = await options(page).first().getAttribute('data-href');
    expect(target).toBe('/material-ui/react-slider/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/material-ui\/react-slider\/$/);
    await expect(page.locator('h1')).toHaveText('Slider');
    await expect(dialog(page)).toBeHidden();
    // A client-side navigation: the window survived.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(problems).toEqual([]);
  });

  test('a backdrop click closes it; Ctrl+Enter and a middle click open a hit in a new tab and keep the dialog', async ({ page, context }) => {
    await page.goto('/material-ui/react-alert/');
    await openSearch(page);
    await page.mouse.click(5, 5);
    await expect(dialog(page)).toBeHidden();

    await page.keyboard.press('Control+K');
    await input(page).fill('slider');
    await expect(options(page).first()).toHaveAttribute('data-href', '/material-ui/react-slider/');
    let opened = context.waitForEvent('page');
    await page.keyboard.press('Control+Enter');
    const tab = await opened;
    await expect(tab).toHaveURL(/\/material-ui\/react-slider\/$/);
    await tab.close();
    opened = context.waitForEvent('page');
    await options(page).nth(1).click({ button: 'middle' });
    await (await opened).close();
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/material-ui\/react-alert\/$/);
  });

  test('an index that cannot be downloaded is said so, and Try again loads it', async ({ page }) => {
    await page.route('**/static/search/**', (route) => route.abort());
    await page.goto('/material-ui/react-alert/');
    await shortcutsReady(page);
    await page.keyboard.press('Control+K');
    await input(page).fill('slider');
    const alert = dialog(page).getByRole('alert');
    await expect(alert).toContainText('could not be loaded');
    await page.unroute('**/static/search/**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(options(page).first()).toHaveAttribute('data-href', '/material-ui/react-slider/');
    // The index's later chunks share the network with the page's own demos (a grid page loads its grids).
  await expect(dialog(page)).toHaveAttribute('data-index-status', 'complete', { timeout: 15_000 });
  });

  test('a chosen result is remembered, offered when the dialog opens empty, and can be removed', async ({ page }) => {
    await page.goto('/material-ui/react-alert/');
    await openSearch(page);
    await expect(dialog(page).getByRole('group', { name: 'Recent' })).toHaveCount(0);
    await expect(dialog(page).getByRole('group', { name: 'Start with' }).getByRole('option')).toHaveCount(5);
    await input(page).fill('disableElevation');
    await options(page).first().click();
    await expect(page).toHaveURL(/\/material-ui\/api\/button\/#props-disableElevation$/);
    await expect(page.locator('h1')).toHaveText('Button API');

    await shortcutsReady(page);
    await page.keyboard.press('Control+K');
    const recent = dialog(page).getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('option')).toHaveCount(1);
    await expect(recent.getByRole('option')).toContainText('disableElevation');
    await expect(recent.getByRole('option')).toContainText('Button API');
    await page.reload();
    await shortcutsReady(page);
    await page.keyboard.press('Control+K');
    await expect(recent.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Delete');
    await expect(recent).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('mui-docs:recent-searches'))).toBe('[]');
  });

  test('a query without results says so and suggests what to try; markup typed stays text', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto('/material-ui/react-alert/');
    await openSearch(page);
    await input(page).fill('qzxvqzxv');
    await expect(dialog(page).getByTestId('search-no-results')).toContainText('No results for “qzxvqzxv”');
    await expect(dialog(page).getByTestId('search-no-results')).toContainText('disableElevation');
    await input(page).fill('<img src=x id=injected onerror="window.__injected=1">');
    await expect(dialog(page).getByTestId('search-no-results').or(options(page).first())).toBeVisible();
    expect(await page.locator('#injected').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
    await input(page).fill('x'.repeat(5000));
    await expect(input(page)).toHaveValue('x'.repeat(200));
    expect(problems).toEqual([]);
  });

  test('on /zh/ pages the dialog speaks Chinese and its results stay in /zh/', async ({ page }) => {
    await page.goto('/zh/material-ui/getting-started/');
    await page.getByRole('button', { name: '搜索文档' }).click();
    const zhInput = page.getByRole('combobox', { name: '搜索文档' });
    await expect(zhInput).toBeFocused();
    // The index's later chunks share the network with the page's own demos (a grid page loads its grids).
  await expect(dialog(page)).toHaveAttribute('data-index-status', 'complete', { timeout: 15_000 });
    await zhInput.fill('按钮');
    await expect(options(page).first()).toBeVisible();
    const hrefs = await options(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href.startsWith('/zh/'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/material-ui\/react-button\/$/);
  });
});
