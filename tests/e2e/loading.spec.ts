import { expect, test, type Page } from './support/test';

/** Collects the scripts a page downloads, with their text. */
function recordScripts(page: Page): Array<Promise<{ url: string; text: string }>> {
  const scripts: Array<Promise<{ url: string; text: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((text) => ({ url: response.url(), text }), () => ({ url: response.url(), text: '' })));
  });
  return scripts;
}

const containsAny = async (scripts: Array<Promise<{ text: string }>>, marker: string) =>
  (await Promise.all(scripts)).some((script) => script.text.includes(marker));

test.describe('code that loads on demand', () => {
  test('the menus, the settings drawer and the demo toolbar menus are not in a first load', async ({ page }) => {
    const scripts = recordScripts(page);
    // A guide without demos: a demo near the viewport loads its own code, and a TextField's brings Popover
    // and Modal (for its `select` mode), as the usage page's form does.
    await page.goto('/material-ui/getting-started/installation/');
    await page.waitForLoadState('networkidle');
    // Material UI's Menu, Popover and Modal carry these class-name prefixes.
    expect(await containsAny(scripts, 'MuiPopover')).toBe(false);
    expect(await containsAny(scripts, 'MuiModal')).toBe(false);
    expect(await containsAny(scripts, 'MuiToggleButton')).toBe(false);

    await page.locator('#language-menu-button').click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await containsAny(scripts, 'MuiPopover')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page.locator('#language-menu-button')).toBeFocused();

    await page.locator('#settings-button').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await containsAny(scripts, 'MuiToggleButton')).toBe(true);
  });

  test('a link prefetches its page on hover, not on entering the viewport', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/material-ui/getting-started/usage/');
    await page.waitForLoadState('networkidle');
    const isDataFor = (slug: string) => requested.some((url) => url.includes('/_next/data/') && url.includes(slug));
    expect(isDataFor('/material-ui/getting-started/installation')).toBe(false);
    await page.locator('nav a[href="/material-ui/getting-started/installation/"]').first().hover();
    await expect.poll(() => isDataFor('/material-ui/getting-started/installation')).toBe(true);
  });

  test('the Data Grid demo keeps its height and loads when scrolled near', async ({ page }) => {
    // The getting-started guide's first grid sits below install steps, out of a 600 px window and its look-ahead.
    await page.setViewportSize({ width: 1400, height: 600 });
    const scripts = recordScripts(page);
    await page.goto('/x/react-data-grid/getting-started/');
    await page.waitForLoadState('networkidle');
    const box = page.locator('[data-demo="FirstGrid"] [data-deferred-demo]');
    await expect(box).toHaveAttribute('data-deferred-demo', 'waiting');
    const before = await box.boundingBox();
    expect(before?.height).toBeGreaterThanOrEqual(400);
    expect(await containsAny(scripts, 'MuiDataGrid')).toBe(false);

    await box.scrollIntoViewIfNeeded();
    const grid = page.getByRole('grid', { name: 'Novels' });
    await expect(grid).toBeVisible();
    await expect(grid.getByText('Beloved', { exact: true })).toBeVisible();
    expect(await containsAny(scripts, 'MuiDataGrid')).toBe(true);
    const after = await box.boundingBox();
    expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThan(1);
  });

  test('the Data Grid demo can be edited live, with its modules loaded on demand', async ({ page }) => {
    await page.goto('/x/react-data-grid/');
    const demo = page.locator('[data-demo="CitiesGrid"]');
    await demo.locator('[data-deferred-demo]').scrollIntoViewIfNeeded();
    await expect(demo.getByText('Lisbon', { exact: true })).toBeVisible();
    const editor = demo.locator('textarea');
    const code = await editor.inputValue();
    await editor.fill(code.replace("city: 'Lisbon'", "city: 'Porto'"));
    await expect(demo.getByText('Porto', { exact: true })).toBeVisible({ timeout: 15_000 });
  });
});
