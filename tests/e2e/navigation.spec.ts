import { expect, test } from './support/test';
import { pageToTitle } from '../../src/navigation/pageTitle';
import { NAV_SECTIONS } from '../../src/navigation/sections';
import { PRODUCTS } from '../../src/site/products';

const permanentNav = '#nav-drawer-permanent';

test.describe('navigation drawer', () => {
  for (const product of PRODUCTS) {
    test(`${product.name}: the drawer shows its tree`, async ({ page }) => {
      const section = NAV_SECTIONS.find((candidate) => candidate.id === product.id);
      expect(section).toBeDefined();
      await page.goto(`${product.landingPathname}/`);
      const nav = page.locator(permanentNav);
      await expect(nav).toBeVisible();
      await expect(nav).toHaveAttribute('aria-label', `${section?.name} navigation`);
      const topLevel = nav.locator(':scope > ul > li > details > summary, :scope > ul > li > a');
      const expected = (section?.pages ?? []).map((node) => pageToTitle(node));
      await expect(topLevel).toHaveCount(expected.length);
      for (const [index, title] of expected.entries()) {
        await expect(topLevel.nth(index)).toContainText(title);
      }
    });
  }

  test('the active page is highlighted, its branch open and scrolled into view', async ({ page }) => {
    await page.goto('/material-ui/api/zoom/');
    const nav = page.locator(permanentNav);
    const active = nav.locator('a[aria-current="page"]');
    await expect(active).toHaveCount(1);
    await expect(active).toHaveText('Zoom');
    await expect(active).toHaveAttribute('href', '/material-ui/api/zoom/');
    await expect(nav.locator('details[data-nav-group="/material-ui/api"]')).toHaveAttribute('open', '');
    await expect(nav.locator('details[data-nav-group="/material-ui/customization"]')).not.toHaveAttribute('open', '');
    await expect(active).toBeInViewport();
    const fits = await active.evaluate((element) => {
      const drawer = element.closest('nav') as HTMLElement;
      return element.getBoundingClientRect().right <= drawer.getBoundingClientRect().left + drawer.clientWidth;
    });
    expect(fits).toBe(true);
    const colors = await active.evaluate((element) => {
      const inactive = element.closest('ul')?.querySelector('a:not([aria-current])');
      return {
        active: getComputedStyle(element).backgroundColor,
        inactive: inactive ? getComputedStyle(inactive).backgroundColor : '',
      };
    });
    expect(colors.active).not.toBe(colors.inactive);
  });

  test('a drawer link navigates in the page; a modified click is left to the browser', async ({ page, context }) => {
    await page.goto('/material-ui/getting-started/usage/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const link = page.locator(`${permanentNav} a[href="/material-ui/getting-started/installation/"]`);
    await link.click();
    await expect(page.locator('h1')).toHaveText('Install Material UI');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.locator(`${permanentNav} a[aria-current="page"]`)).toHaveText('Installation');

    const opened = context.waitForEvent('page');
    await page.locator(`${permanentNav} a[href="/material-ui/getting-started/usage/"]`).click({ modifiers: ['ControlOrMeta'] });
    await expect((await opened).waitForURL(/\/material-ui\/getting-started\/usage\/$/)).resolves.toBeUndefined();
    await expect(page).toHaveURL(/\/installation\/$/);
  });

  test('plan marks and feature chips show in the drawer', async ({ page }) => {
    await page.goto('/x/react-data-grid/cell-selection/');
    const nav = page.locator(permanentNav);
    const cellSelection = nav.locator('a[href="/x/react-data-grid/cell-selection/"]');
    await expect(cellSelection.locator('[data-plan="premium"]')).toHaveAttribute('aria-label', 'Premium plan');
    // The chip; the page is also marked as being written (dead-ends.spec.ts).
    await expect(cellSelection.locator('.nav-flag[data-kind="newFeature"]')).toHaveText('New');
    await expect(nav.locator('a[href="/x/react-data-grid/column-pinning/"] [data-plan="pro"]')).toHaveCount(1);

    await page.goto('/base-ui/react-checkbox/');
    await expect(page.locator(`${permanentNav} a[aria-current="page"] .nav-flag:not([data-kind="beingWritten"])`)).toHaveText('Planned');
    await expect(page.locator('[data-page-status="planned"]')).toContainText('planned');
    await expect(page.locator(`${permanentNav} a[href="/base-ui/react-number-input/"] .nav-flag:not([data-kind="beingWritten"])`)).toHaveText('Unstable');
  });

  test('subheaders are headings, not links; external entries leave the site', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    const nav = page.locator(permanentNav);
    await expect(nav.locator('[data-nav-subheader="/material-ui/components/inputs"] > div').first()).toHaveText('Inputs');
    const store = nav.locator('a[href^="https://mui.com/store/"]');
    await expect(store).toHaveAttribute('target', '_blank');
    await expect(store).toContainText('Templates');
  });

  test('collapsed groups open on click and keep the page', async ({ page }) => {
    await page.goto('/material-ui/getting-started/');
    const group = page.locator(`${permanentNav} details[data-nav-group="/material-ui/customization"]`);
    await expect(group).not.toHaveAttribute('open', '');
    await group.locator('summary').click();
    await expect(group).toHaveAttribute('open', '');
    await group.locator('a', { hasText: 'Density' }).click();
    await expect(page).toHaveURL(/\/material-ui\/customization\/density\/$/);
    await expect(page.locator('h1')).toHaveText('Density');
    await expect(page.locator(`${permanentNav} a[aria-current="page"]`)).toHaveText('Density');
  });
});

test.describe('app bar', () => {
  test('the product switcher opens each product', async ({ page }) => {
    await page.goto('/material-ui/getting-started/installation/');
    for (const product of PRODUCTS.filter((candidate) => candidate.id !== 'material-ui')) {
      await page.locator('#product-switcher-button').click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem')).toHaveCount(PRODUCTS.length);
      await menu.locator(`[data-product="${product.id}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${product.landingPathname}/$`));
      await expect(page.locator('#product-switcher-button')).toHaveText(product.name);
      await expect(page.locator(permanentNav)).toHaveAttribute('aria-label', new RegExp(`navigation$`));
      await expect(page.locator(`${permanentNav} a[aria-current="page"]`)).toHaveCount(1);
    }
  });

  test('the version menu lists the current version, older docs and all versions', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    const button = page.locator('#version-menu-button');
    await expect(button).toHaveText('v5.15.1');
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu.locator('[data-version="current"]')).toContainText('v5.15.1');
    await expect(menu.locator('[data-version="current"]')).toContainText('@mui/material');
    await expect(menu.getByRole('menuitem', { name: 'v4' })).toHaveAttribute('href', /^https:\/\/v4\.mui\.com\//);
    await menu.getByRole('menuitem', { name: 'View all versions' }).click();
    await expect(page).toHaveURL(/\/versions\/$/);

    await page.goto('/joy-ui/getting-started/');
    await expect(page.locator('#version-menu-button')).toHaveText('v5.0.0-beta.19');
    await page.goto('/base-ui/react-button/');
    await expect(page.locator('#version-menu-button')).toHaveText('v5.0.0-beta.28');
  });

  test('the settings button opens the settings drawer', async ({ page }) => {
    await page.goto('/system/getting-started/');
    await page.locator('#settings-button').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(drawer.locator('[data-ga-event-action="dark"]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test('the home link leads home, and the home page leads to every library', async ({ page }) => {
    await page.goto('/joy-ui/react-button/');
    await page.getByRole('link', { name: 'MUI docs home' }).click();
    await expect(page).toHaveURL(/\/$/);
    for (const product of PRODUCTS) {
      await expect(page.locator(`main a[data-product="${product.id}"]`)).toHaveAttribute('href', `${product.landingPathname}/`);
    }
    await page.locator('main a[data-product="x-data-grid"]').click();
    await expect(page).toHaveURL(/\/x\/react-data-grid\/$/);
    await expect(page.locator('h1')).toBeVisible();
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the drawer is temporary: the menu button opens it, and it closes', async ({ page }) => {
    await page.goto('/material-ui/react-slider/');
    await expect(page.locator(permanentNav)).toBeHidden();
    await page.locator('#nav-drawer-button').click();
    const mobileNav = page.locator('#nav-drawer-mobile');
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.locator('a[aria-current="page"]')).toHaveText('Slider');
    await expect(mobileNav.locator('a[aria-current="page"]')).toBeInViewport();
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await expect(mobileNav).toBeHidden();

    await page.locator('#nav-drawer-button').click();
    await expect(mobileNav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(mobileNav).toBeHidden();

    await page.locator('#nav-drawer-button').click();
    await mobileNav.locator('a', { hasText: 'Switch' }).first().click();
    await expect(page).toHaveURL(/\/material-ui\/react-switch\/$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.locator('h1')).toHaveText('Switch');
  });

  test('from 1200 px the drawer is permanent and the menu button hidden', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/material-ui/react-slider/');
    await expect(page.locator(permanentNav)).toBeVisible();
    await expect(page.locator('#nav-drawer-button')).toBeHidden();
    await page.setViewportSize({ width: 1199, height: 800 });
    await expect(page.locator(permanentNav)).toBeHidden();
    await expect(page.locator('#nav-drawer-button')).toBeVisible();
  });
});
