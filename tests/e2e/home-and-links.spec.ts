// The home page says what each library's docs hold today and where to start; the blog and the 404 page
// use the site's link colour, not the browser's default blue or purple.
import { expect, test, type Page } from './support/test';

const BROWSER_DEFAULTS = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)', 'rgb(0, 0, 255)'];

async function siteLinkColor(page: Page): Promise<string> {
  await page.goto('/material-ui/getting-started/installation/');
  return page.locator('.markdown-body p a').first().evaluate((link) => getComputedStyle(link).color);
}

async function linkColors(page: Page, selector: string): Promise<string[]> {
  const links = page.locator(selector);
  expect(await links.count()).toBeGreaterThan(0);
  return links.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).color));
}

test.describe('link styles outside the docs body', () => {
  for (const mode of ['light', 'dark'] as const) {
    test(`the blog index, a post and the 404 page use the site's link colour (${mode})`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('mui-mode', value), mode);
      const expected = await siteLinkColor(page);
      expect(BROWSER_DEFAULTS).not.toContain(expected);

      await page.goto('/blog/');
      for (const color of await linkColors(page, 'article a')) expect(color).toBe(expected);
      const firstPost = await page.locator('[data-post] h2 a').first().getAttribute('href');
      await page.goto(firstPost!);
      for (const color of await linkColors(page, 'article > p a, article .markdown-body a:not(.anchor-link)')) expect(color).toBe(expected);

      await page.goto('/no-such-page-here/');
      await expect(page.locator('h1')).toBeVisible();
      for (const color of await linkColors(page, 'main h1 + p a')) expect(color).toBe(expected);
    });
  }
});

test.describe('home page', () => {
  for (const width of [1440, 390]) {
    test(`says what each library's docs hold today and where to start (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const start = page.locator('[data-home-start]');
      await expect(start).toHaveText('Get started: install Material UI');
      await expect(start).toHaveAttribute('href', '/material-ui/getting-started/installation/');
      await expect(start).toBeInViewport();
      const cards = page.locator('[data-product]');
      await expect(cards).toHaveCount(5);
      for (const card of await cards.all()) {
        const coverage = card.locator('.coverage');
        await expect(coverage).toHaveText(/written/);
        const [written, total] = ((await coverage.getAttribute('data-coverage')) ?? '').split('/').map(Number);
        expect(total).toBeGreaterThan(0);
        if (written === total) await expect(coverage).toHaveText(new RegExp(`^All ${total} guides and component pages written, plus \\d+ API pages$`));
        else await expect(coverage).toHaveText(new RegExp(`^${written} of ${total} pages written, the rest being written; \\d+ API pages complete$`));
      }
      // Base UI's last page (Popup) has landed: its card no longer says the rest is being written.
      await expect(page.locator('[data-product="base-ui"] .coverage')).toHaveText(/^All \d+ guides and component pages written, plus \d+ API pages$/);
      await start.click();
      await expect(page).toHaveURL(/\/material-ui\/getting-started\/installation\/$/);
    });
  }

  test('in Chinese too', async ({ page }) => {
    await page.goto('/zh/');
    await expect(page.locator('[data-home-start]')).toHaveAttribute('href', '/zh/material-ui/getting-started/installation/');
    await expect(page.locator('[data-product="base-ui"] .coverage')).toHaveText(/^全部 \d+ 篇指南和组件页面已完成，另有 \d+ 个 API 页面$/);
  });
});
