import { expect, test } from './support/test';

/**
 * No dead ends: the library folders lead to their overview, breadcrumbs are links, and a page still
 * being written says where to go meanwhile (and the drawer says which pages those are before a click).
 */

const ROOTS: Array<[string, string]> = [
  ['/material-ui/', '/material-ui/getting-started/'],
  ['/joy-ui/', '/joy-ui/getting-started/'],
  ['/base-ui/', '/base-ui/getting-started/'],
  ['/system/', '/system/getting-started/'],
  ['/x/', '/x/react-data-grid/'],
];

test.describe('library folders', () => {
  for (const [root, overview] of ROOTS) {
    for (const language of ['', '/zh'] as const) {
      test(`${language}${root} leads to ${language}${overview}`, async ({ page, request }) => {
        const response = await request.get(`${language}${root}`, { maxRedirects: 0 });
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${language}${overview}">`);
        expect(html).toContain(`<a href="${language}${overview}">`);
        await page.goto(`${language}${root}`);
        await expect(page).toHaveURL(new RegExp(`${language}${overview}$`));
        await expect(page.locator('h1')).toBeVisible();
      });
    }
  }

  test('the folder without its slash is sent to it, then on', async ({ page }) => {
    await page.goto('/joy-ui');
    await expect(page).toHaveURL(/\/joy-ui\/getting-started\/$/);
  });

  test('the folders are a link and nothing more without scripts', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/x/');
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
    await context.close();
  });

  test('the sitemap does not list them', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const [root] of ROOTS) expect(sitemap).not.toMatch(new RegExp(`<loc>https?://[^/<]+(/zh)?${root}</loc>`));
    expect(sitemap).toContain('/material-ui/getting-started/</loc>');
  });
});

test.describe('breadcrumbs', () => {
  test('lead to the library overview and the first page of each group; all of them load', async ({ page, request }) => {
    for (const path of ['/base-ui/react-popup/', '/zh/material-ui/react-button/', '/x/react-data-grid/filtering/quick-filter/']) {
      await page.goto(path);
      const crumbs = page.getByRole('navigation', { name: /Breadcrumb|面包屑/ }).locator('li');
      const count = await crumbs.count();
      expect(count, path).toBeGreaterThan(0);
      for (let index = 0; index < count; index += 1) {
        const link = crumbs.nth(index).locator('a');
        await expect(link, `${path} crumb ${index}`).toHaveCount(1);
        const href = (await link.getAttribute('href')) ?? '';
        expect(href.startsWith(path.startsWith('/zh/') ? '/zh/' : '/'), href).toBe(true);
        expect(href).not.toBe(path);
        expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
      }
    }
    await page.goto('/base-ui/react-popup/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Base UI' })).toHaveAttribute('href', '/base-ui/getting-started/');
  });
});

test.describe('pages being written', () => {
  test('the note links to the written pages nearby and the overview, and says what to do meanwhile', async ({ page, request }) => {
    await page.goto('/base-ui/react-popup/');
    const note = page.locator('[data-page-status="being-written"]');
    await expect(note).toContainText('being written');
    await expect(note).toContainText('search the docs');
    await expect(note.getByRole('link', { name: 'Overview', exact: true }).first()).toHaveAttribute('href', '/base-ui/getting-started/');
    const links = note.locator('a');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
      expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
      // The nearby pages are written ones: the drawer does not mark them.
      await expect(page.locator(`#nav-drawer-permanent a[href="${href}"] .nav-flag[data-kind="beingWritten"]`)).toHaveCount(0);
    }
    await note.getByRole('link', { name: 'Overview', exact: true }).first().click();
    await expect(page).toHaveURL(/\/base-ui\/getting-started\/$/);
  });

  test('in Chinese, the note and its links stay in Chinese', async ({ page }) => {
    await page.goto('/zh/base-ui/react-popup/');
    const note = page.locator('[data-page-status="being-written"]');
    await expect(note).toContainText('编写');
    for (const href of await note.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))) {
      expect(href.startsWith('/zh/'), href).toBe(true);
    }
    await expect(note.locator('a[href="/zh/base-ui/getting-started/"]')).not.toHaveCount(0);
  });

  test('the drawer marks them before a click, with a name; written pages are not marked and the title has no such chip', async ({ page }) => {
    await page.goto('/base-ui/react-popup/');
    const drawer = page.locator('#nav-drawer-permanent');
    const mark = drawer.locator('a[href="/base-ui/react-popup/"] .nav-flag[data-kind="beingWritten"]');
    await expect(mark).toBeVisible();
    await expect(mark).toHaveAttribute('role', 'img');
    await expect(mark).toHaveAccessibleName('Being written');
    await expect(drawer.getByRole('link', { name: /^Popup\b.*Being written$/ })).toHaveCount(1);
    await expect(drawer.locator('a[href="/base-ui/react-button/"]')).toHaveCount(1);
    await expect(drawer.locator('a[href="/base-ui/react-button/"] .nav-flag[data-kind="beingWritten"]')).toHaveCount(0);
    await expect(drawer.locator('a[href="/base-ui/getting-started/"] .nav-flag[data-kind="beingWritten"]')).toHaveCount(0);
    // The title carries Popup's own flag (Unstable) but not the drawer's "being written" mark.
    await expect(page.locator('h1 .nav-flag[data-kind="beingWritten"]')).toHaveCount(0);
    await page.goto('/zh/base-ui/react-popup/');
    await expect(page.locator('#nav-drawer-permanent a[href="/zh/base-ui/react-popup/"] .nav-flag[data-kind="beingWritten"]')).toHaveAccessibleName('编写中');
    // In a closed group too: from a guide, the Components group is closed.
    await page.goto('/base-ui/guides/working-with-tailwind-css/');
    await expect(page.locator('#nav-drawer-permanent a[href="/base-ui/react-popup/"] .nav-flag[data-kind="beingWritten"]')).toHaveCount(1);
  });
});
