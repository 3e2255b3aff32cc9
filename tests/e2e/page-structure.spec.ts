import { expect, test } from './support/test';
import { watchPageErrors } from './support/pageErrors';
import { findBeingWrittenPage, NONE_BEING_WRITTEN } from './support/beingWritten';

const INSTALLATION = '/material-ui/getting-started/installation/';

test.describe('table of contents', () => {
  test('lists the h2 and h3 headings of the page', async ({ page }) => {
    await page.goto(INSTALLATION);
    const headings = await page.locator('article h2[id], article h3[id]').evaluateAll((nodes) =>
      nodes.map((node) => node.id),
    );
    expect(headings.length).toBeGreaterThan(3);
    const links = await page.locator('#table-of-contents a').evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('href')),
    );
    expect(links).toEqual(headings.map((id) => `#${id}`));
  });

  test('a link scrolls to its heading and becomes the active entry', async ({ page }) => {
    await page.goto(INSTALLATION);
    const links = page.locator('#table-of-contents a');
    const target = links.nth(3);
    const hash = (await target.getAttribute('href')) ?? '';
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    const heading = page.locator(hash);
    await expect(heading).toBeInViewport();
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(64);
    expect(top).toBeLessThan(200);
    await expect(target).toHaveAttribute('aria-current', 'location');
  });

  test('the active entry follows the scroll', async ({ page }) => {
    await page.goto(INSTALLATION);
    const links = page.locator('#table-of-contents a');
    await expect(page.locator('#table-of-contents a[aria-current]')).toHaveCount(0);
    const count = await links.count();
    for (const index of [1, count - 2]) {
      const hash = ((await links.nth(index).getAttribute('href')) ?? '').slice(1);
      await page.evaluate((id) => {
        const element = document.getElementById(id);
        if (element) window.scrollTo(0, window.scrollY + element.getBoundingClientRect().top - 100);
      }, hash);
      await expect(links.nth(index)).toHaveAttribute('aria-current', 'location');
      await expect(page.locator('#table-of-contents a[aria-current]')).toHaveCount(1);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(links.nth(count - 1)).toHaveAttribute('aria-current', 'location');
  });

  test('headings carry an anchor link', async ({ page }) => {
    await page.goto(INSTALLATION);
    const firstH2 = page.locator('article h2[id]').first();
    const id = await firstH2.getAttribute('id');
    await expect(firstH2.locator('a.anchor-link')).toHaveAttribute('href', `#${id}`);
  });
});

test.describe('previous and next pages', () => {
  test('follow the navigation tree', async ({ page }) => {
    await page.goto(INSTALLATION);
    await expect(page.getByTestId('prev-page')).toHaveAttribute('href', '/material-ui/getting-started/');
    await expect(page.getByTestId('prev-page')).toContainText('Overview');
    await expect(page.getByTestId('next-page')).toContainText('Usage');
    await page.getByTestId('next-page').click();
    await expect(page).toHaveURL(/\/material-ui\/getting-started\/usage\/$/);
    await expect(page.locator('#nav-drawer-permanent a[aria-current="page"]')).toHaveText('Usage');
    await page.getByTestId('prev-page').click();
    await expect(page).toHaveURL(/\/installation\/$/);
  });

  test('cross group boundaries and stop at the ends of the tree', async ({ page }) => {
    await page.goto('/material-ui/getting-started/support/');
    await expect(page.getByTestId('next-page')).toHaveAttribute('href', '/material-ui/react-autocomplete/');
    await page.goto('/material-ui/getting-started/');
    await expect(page.getByTestId('prev-page')).toHaveCount(0);
    await page.goto('/material-ui/migration/migration-v0x/');
    await expect(page.getByTestId('next-page')).toHaveCount(0);
  });
});

test.describe('pages', () => {
  test('a page whose content has not landed says so, with its place in the navigation', async ({ page }) => {
    const unwritten = await findBeingWrittenPage(page);
    if (!unwritten) {
      test.skip(true, NONE_BEING_WRITTEN);
      return;
    }
    await page.goto(unwritten.href);
    await expect(page.locator('h1')).not.toBeEmpty();
    // Placed by the tree: the first crumb leads to its library's overview.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('a').first()).toHaveAttribute('href', unwritten.overview);
    await expect(page.locator('[data-page-status="being-written"]')).toHaveText(/being written/);
    // No body: the only paragraphs are the note's.
    await expect(page.locator('article p:not([role="note"] p)')).toHaveCount(0);
  });

  test('API pages exist for every library, and Base UI API entries are anchors', async ({ page }) => {
    for (const [path, title] of [
      ['/material-ui/api/button/', 'Button API'],
      ['/material-ui/api/loading-button/', 'LoadingButton API'],
      ['/joy-ui/api/sheet/', 'Sheet API'],
      ['/system/api/box/', 'Box API'],
      ['/x/api/data-grid/grid-col-def/', 'GridColDef API'],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1')).toHaveText(title);
    }
    await page.goto('/base-ui/react-menu/components-api/#menu-button');
    await expect(page.locator('#menu-button')).toHaveText('MenuButton');
    await expect(page.locator('#menu-button')).toBeInViewport();
    await expect(page.locator('#dropdown')).toHaveText('Dropdown');
    await page.goto('/base-ui/react-select/hooks-api/');
    await expect(page.locator('#use-select')).toHaveText('useSelect');
  });

  test('every page exists under /zh/ with the right <html lang>', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const response = await page.goto('/zh/material-ui/react-button/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.locator('#nav-drawer-permanent a[aria-current="page"]')).toHaveAttribute(
      'href',
      '/zh/material-ui/react-button/',
    );
    await page.goto('/zh/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  });

  test('each page carries its product identity', async ({ page }) => {
    for (const [path, productId, categoryId] of [
      ['/material-ui/react-button/', 'material-ui', 'core'],
      ['/zh/joy-ui/getting-started/', 'joy-ui', 'core'],
      ['/x/react-data-grid/editing/', 'x-data-grid', 'x'],
      ['/x/api/data-grid/data-grid/', 'null', 'x'],
      ['/versions/', 'docs', 'null'],
      ['/experiments/docs/callouts/', 'docs-infra', 'null'],
      ['/', 'null', 'null'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('meta[name="mui:productId"]'), path).toHaveAttribute('content', productId);
      await expect(page.locator('meta[name="mui:productCategoryId"]'), path).toHaveAttribute('content', categoryId);
    }
  });

  test('the skip link moves focus past the navigation', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab continues in the content, not back in the app bar or the drawer.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
  });
});

test.describe('unknown paths and odd input', () => {
  for (const path of ['/does-not-exist/', '/material-ui/react-unicorn/', '/zh/nope/', '/xx/material-ui/']) {
    test(`${path} gets the 404 page inside the shell`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const chinese = path.startsWith('/zh/');
      await expect(page.locator('h1')).toHaveText(chinese ? '页面未找到' : 'Page not found');
      await expect(page.locator('header').getByRole('link', { name: chinese ? /MUI 文档/ : 'MUI docs home' })).toBeVisible();
      await expect(page.locator('main a[data-product="material-ui"]')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });
  }

  test('hostile query strings and hashes do not break a page', async ({ page }) => {
    const problems = watchPageErrors(page);
    const hostile = [
      '/material-ui/getting-started/installation/?q=%3Cscript%3Ealert(1)%3C/script%3E#%3Cimg%20src=x%20onerror=alert(1)%3E',
      `/material-ui/react-button/?${'a'.repeat(4000)}=1#${'b'.repeat(2000)}`,
      '/material-ui/getting-started/#%E0%A4%A',
      '/joy-ui/getting-started/?__proto__[x]=1&constructor=1#..%2F..%2F',
    ];
    for (const url of hostile) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('h1'), url).toBeVisible();
    }
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

test('the article keeps its place whether or not the table of contents has arrived', async ({ page }) => {
  // A long page is painted while its HTML is still being read; the table of contents comes after the
  // article, so the article must not be placed by it (that moved the article sideways, a 0.4 CLS).
  for (const path of ['/material-ui/react-button/', '/material-ui/api/button/', '/material-ui/getting-started/usage/']) {
    await page.setViewportSize({ width: 1350, height: 940 });
    await page.goto(path);
    await expect(page.locator('#table-of-contents')).toBeVisible();
    const withToc = await page.locator('article').boundingBox();
    await page.evaluate(() => document.getElementById('table-of-contents')?.remove());
    expect(await page.locator('article').boundingBox(), path).toEqual(withToc);
  }
});
