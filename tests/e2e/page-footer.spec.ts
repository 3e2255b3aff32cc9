import { expect, test } from './support/test';
import { CONFIGURED_PORT } from '../../playwright.config';

/**
 * The footer of every docs page: when the page last changed (from git at build time), previous and
 * next pages, and "Edit this page" when the site names its repository (the configured export does,
 * the default one does not).
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

test.describe('default export', () => {
  test('a written page shows its last change and its neighbours, and no edit link without a repository', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    const footer = page.getByTestId('page-footer');
    await expect(footer).toBeVisible();
    const time = footer.getByTestId('page-last-changed').locator('time');
    expect(await time.getAttribute('datetime')).toMatch(ISO_DATE);
    await expect(footer.getByTestId('page-last-changed')).toHaveText(/^Last changed on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(footer.getByTestId('prev-page')).toHaveAttribute('href', /^\/material-ui\//);
    await expect(footer.getByTestId('next-page')).toHaveAttribute('href', /^\/material-ui\//);
    await expect(footer.getByTestId('edit-page-link')).toHaveCount(0);
    await expect(page.getByTestId('source-repo-link')).toHaveCount(0);
  });

  test('the Chinese page says it in Chinese; generated API pages have a footer without a date', async ({ page }) => {
    await page.goto('/zh/material-ui/getting-started/');
    await expect(page.getByTestId('page-last-changed')).toHaveText(/^最后更新于 \d{4}年\d{1,2}月\d{1,2}日$/);
    await page.goto('/material-ui/api/button/');
    await expect(page.getByTestId('page-footer')).toBeVisible();
    await expect(page.getByTestId('page-last-changed')).toHaveCount(0);
  });
});

test.describe('configured export (SOURCE_REPO_URL set)', () => {
  test.use({ baseURL: `http://localhost:${CONFIGURED_PORT}` });

  test('"Edit this page" opens the page\'s Markdown in the repository', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    await expect(page.getByTestId('edit-page-link')).toHaveAttribute(
      'href',
      'https://github.com/example/mui-docs/blob/HEAD/content/material-ui/react-button/index.md',
    );
    await expect(page.getByTestId('edit-page-link')).toHaveText('Edit this page');
    await page.goto('/zh/material-ui/getting-started/');
    await expect(page.getByTestId('edit-page-link')).toHaveAttribute('href', /\/blob\/HEAD\/content\/material-ui\/getting-started\/index\.zh\.md$/);
    await page.goto('/material-ui/api/button/');
    await expect(page.getByTestId('page-footer')).toBeVisible();
    await expect(page.getByTestId('edit-page-link')).toHaveCount(0);
  });
});
