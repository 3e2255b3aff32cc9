import { expectLiveDemo, markWindow, sameDocument } from './support/clientSide';
import { expect, test } from './support/test';

// In the export, a page with demos has one route for both languages (src/routing/languageRoutes.ts): the
// Chinese page is moved to /zh/ after the build, and links reach it with the route named.

const permanentNav = '#nav-drawer-permanent';

test.describe('pages with demos in both languages', () => {
  test('a Chinese page with demos opens in the page from the drawer, its demos live, and Back returns', async ({ page }) => {
    const failed: string[] = [];
    const dataRequests: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      if (request.url().includes('/_next/data/')) dataRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto('/zh/material-ui/react-alert/');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    await markWindow(page);
    await page.locator(`${permanentNav} a[href="/zh/material-ui/react-button/"]`).click();
    await expect(page).toHaveURL(/\/zh\/material-ui\/react-button\/$/);
    await expect(page.locator('h1')).toHaveText('Button');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    expect(await sameDocument(page)).toBe(true);
    await expectLiveDemo(page);
    // The page's data, from where its route wrote it; no revalidation request after it (a static site has none).
    expect(dataRequests.filter((request) => request.includes('react-button'))).toEqual([expect.stringMatching(/^GET \/_next\/data\/[^/]+\/material-ui\/react-button\/zh\.json$/)]);
    expect(failed).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL(/\/zh\/material-ui\/react-alert\/$/);
    await expect(page.locator('h1')).toHaveText('Alert');
    await page.goForward();
    await expect(page.locator('h1')).toHaveText('Button');
    expect(await sameDocument(page)).toBe(true);
  });

  test('the language menu switches a page with demos in the page, both ways', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    await markWindow(page);
    await page.locator('#language-menu-button').click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(page).toHaveURL(/\/zh\/material-ui\/react-button\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    // One route serves both languages: the page's body is mounted again, not kept from the English page.
    await expect(page.locator('[data-demo-block="live"]').first()).toBeAttached();
    await expect(page.locator('main')).toContainText('本页尚未翻译');
    await expectLiveDemo(page);
    await page.locator('#language-menu-button').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/material-ui\/react-button\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await sameDocument(page)).toBe(true);
  });

  test('a page below a page with demos opens as itself, not as its parent', async ({ page }) => {
    await page.goto('/base-ui/react-badge/');
    await expect(page.locator('[data-shortcuts="ready"]')).toBeAttached();
    await markWindow(page);
    const link = page.locator(`${permanentNav} a[href="/base-ui/react-badge/components-api/#badge"]`);
    if (!(await link.isVisible())) await page.locator(`${permanentNav} summary`, { hasText: 'APIs' }).click();
    await link.click();
    await expect(page).toHaveURL(/\/base-ui\/react-badge\/components-api\/#badge$/);
    await expect(page.locator('h1')).toHaveText('Badge components API');
    expect(await sameDocument(page)).toBe(true);
  });

  test('where the build wrote the Chinese page is not a page', async ({ request }) => {
    expect((await request.get('/material-ui/react-button/zh/')).status()).toBe(404);
    expect((await request.get('/zh/material-ui/react-button/')).status()).toBe(200);
  });
});
