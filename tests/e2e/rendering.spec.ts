import { expect, test } from './support/test';
import { watchPageErrors } from './support/pageErrors';

/** A sample of every kind of page. */
const SAMPLE = [
  '/',
  '/zh/',
  '/material-ui/getting-started/installation/',
  '/zh/material-ui/getting-started/',
  '/material-ui/react-button/',
  '/material-ui/api/button/',
  '/joy-ui/getting-started/',
  '/base-ui/react-checkbox/',
  '/base-ui/react-tabs/components-api/',
  '/system/getting-started/installation/',
  '/x/react-data-grid/',
  '/x/api/data-grid/grid-api/',
  '/x/migration/migration-data-grid-v5/',
  '/experiments/docs/third-level-child/',
  '/versions/',
  '/blog/',
  '/production-error/',
];

test.describe('no console error and no hydration warning', () => {
  for (const path of SAMPLE) {
    test(path, async ({ page }) => {
      const problems = watchPageErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test('client-side navigation between pages stays clean', async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto('/material-ui/getting-started/');
    await page.locator('#nav-drawer-permanent a', { hasText: 'Installation' }).click();
    await expect(page.locator('h1')).toHaveText('Install Material UI');
    await page.locator('#product-switcher-button').click();
    await page.locator('[data-product="base-ui"]').click();
    await expect(page).toHaveURL(/\/base-ui\/getting-started\/$/);
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Install Material UI');
    expect(problems).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a page is styled and readable', async ({ page }) => {
    await page.goto('/material-ui/getting-started/installation/');
    expect(await page.locator('head style[data-emotion]').count()).toBeGreaterThan(0);
    expect(await page.locator('body style[data-emotion]').count()).toBe(0);

    const header = await page.locator('header').first().evaluate((element) => {
      const style = getComputedStyle(element);
      return { position: style.position, height: style.height, borderBottom: style.borderBottomStyle };
    });
    expect(header).toEqual({ position: 'sticky', height: '64px', borderBottom: 'solid' });

    const h1 = await page.locator('h1').evaluate((element) => ({
      size: parseFloat(getComputedStyle(element).fontSize),
      weight: getComputedStyle(element).fontWeight,
    }));
    expect(h1.size).toBeGreaterThan(28);
    expect(h1.weight).toBe('700');

    const nav = page.locator('#nav-drawer-permanent');
    await expect(nav).toBeVisible();
    expect(await nav.evaluate((element) => getComputedStyle(element).width)).toBe('280px');
    await expect(nav.locator('a[aria-current="page"]')).toHaveText('Installation');
    await expect(page.locator('#table-of-contents')).toBeVisible();
    await expect(page.locator('article pre').first()).toBeVisible();
    // Rounded below (an installation block's <pre> sits under its tabs, so its top corners are square).
    const pre = await page.locator('article pre').first().evaluate((element) => getComputedStyle(element).borderBottomLeftRadius);
    expect(pre).toBe('12px');
  });

  test('collapsed groups open without JavaScript', async ({ page }) => {
    await page.goto('/material-ui/getting-started/');
    const group = page.locator('#nav-drawer-permanent details[data-nav-group="/material-ui/guides"]');
    await group.locator('summary').click();
    await expect(group.locator('a', { hasText: 'TypeScript' })).toBeVisible();
  });
});

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the OS before any script of the bundle runs', async ({ page }) => {
    await page.route('**/_next/static/**', (route) => route.abort());
    await page.goto('/material-ui/getting-started/installation/');
    await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(11, 13, 14)');
  });
});

test('the bundled @mui/system computes emphasized theme colours (its 5.15.1 private_safeEmphasize recursed and kept the input)', async ({ page }) => {
  await page.goto('/material-ui/react-snackbar/');
  const [snackbarBg, background] = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return [style.getPropertyValue('--mui-palette-SnackbarContent-bg').trim(), style.getPropertyValue('--mui-palette-background-default').trim()];
  });
  expect(background).toBe('#ffffff');
  // emphasize('#ffffff', 0.8) darkens white by 80 %.
  expect(snackbarBg).toBe('rgb(50, 50, 50)');
});

test.describe("hydration leaves the server's styles and the root's attributes as they are", () => {
  // Each move of a stylesheet, and each write of <html lang> or <html dir> (even of the same value), makes
  // the browser restyle every element of the page: on a component page, 60-75 ms each with 4x CPU throttling.
  for (const path of ['/material-ui/react-button/', '/joy-ui/react-button/', '/material-ui/getting-started/usage/', '/zh/material-ui/getting-started/installation/']) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __rewrites: string[] }).__rewrites = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === 'attributes' && record.target === document.documentElement) seen.push(`html ${record.attributeName} written`);
            for (const node of record.removedNodes) {
              if (node instanceof HTMLStyleElement) seen.push(`style ${(node.getAttribute('data-emotion') ?? node.outerHTML).slice(0, 30)} moved or removed`);
            }
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['lang', 'dir'] });
      });
      await page.goto(path);
      await expect(page.locator('.page-body[data-complete]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __rewrites: string[] }).__rewrites)).toEqual([]);
      // The server's rules still apply: the theme's variables and the page's own styles.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--mui-palette-primary-main').trim())).not.toBe('');
      await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
    });
  }
});
