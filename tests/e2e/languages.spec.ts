import { expect, test } from './support/test';
import { watchPageErrors } from './support/pageErrors';

test.describe('English and Chinese', () => {
  test('/zh/ pages show the Chinese shell and Chinese navigation titles', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto('/zh/material-ui/react-button/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.locator('#nav-drawer-permanent summary').first()).toHaveText(/快速入门/);
    await expect(page.locator('#nav-drawer-permanent a[aria-current="page"]')).toHaveText('按钮');
    // The page has no Chinese body yet: the English one is shown, with a note in Chinese.
    await expect(page.locator('h1')).toHaveText('Button');
    await expect(page.locator('[data-untranslated]')).toHaveText(/[\u4e00-\u9fff]/);
    await expect(page.getByTestId('next-page')).toContainText('下一页');
    await page.locator('#settings-button').click();
    await expect(page.getByRole('dialog').getByRole('heading', { level: 2 })).toHaveText('设置');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: '跳到正文' })).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('a Chinese body when it exists, else the English body with a note', async ({ page }) => {
    await page.goto('/zh/material-ui/getting-started/installation/');
    await expect(page.locator('h1')).toHaveText(/安装/);
    await expect(page.locator('#table-of-contents h2')).toHaveText('目录');
    await expect(page.locator('[data-untranslated]')).toHaveCount(0);
    await page.goto('/zh/material-ui/getting-started/usage/');
    await expect(page.locator('[data-untranslated]')).toBeVisible();
    await expect(page.locator('article [lang="en"]')).toContainText('Material UI');
    // Internal links of the English body stay under /zh/.
    const hrefs = await page.locator('article .markdown-body a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/zh\//);
  });

  test('the language menu switches to the same page and the same section', async ({ page }) => {
    await page.goto('/material-ui/getting-started/installation/');
    const secondHeading = await page.locator('article h2[id]').nth(2).getAttribute('id');
    await page.goto(`/material-ui/getting-started/installation/#${secondHeading}`);
    await page.locator('#language-menu-button').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(new RegExp(`/zh/material-ui/getting-started/installation/#${secondHeading}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.locator(`[id="${secondHeading}"]`)).toBeInViewport();
    await expect(page.locator(`[id="${secondHeading}"]`)).toHaveText(/[\u4e00-\u9fff]/);
    await page.locator('#language-menu-button').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`/material-ui/getting-started/installation/#${secondHeading}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('canonical and hreflang links are right in both languages', async ({ page }) => {
    await page.goto('/zh/joy-ui/getting-started/');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/zh/joy-ui/getting-started/');
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', 'http://localhost:3000/joy-ui/getting-started/');
    await expect(page.locator('link[hreflang="zh-Hans"]')).toHaveAttribute('href', 'http://localhost:3000/zh/joy-ui/getting-started/');
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', 'http://localhost:3000/joy-ui/getting-started/');
  });

  test('demos on Chinese pages use the zhCN component locale', async ({ page }) => {
    await page.goto('/material-ui/customization/density/');
    await expect(page.locator('[data-demo="DensityPreview"]')).toContainText('Rows per page');
    await page.goto('/zh/material-ui/customization/density/');
    await expect(page.locator('[data-demo="DensityPreview"]')).toContainText('每页行数');
  });
});
