// Installation commands: one block with npm / yarn / pnpm tabs, server-rendered, accessible, copyable, and the
// reader's choice remembered for every block of every page, shown from the first paint.
import { expect, test, type Page } from './support/test';
import { axeViolations } from './support/axe';

const MATERIAL = '/material-ui/getting-started/installation/';
const JOY = '/joy-ui/getting-started/installation/';
const COMMANDS = {
  npm: 'npm install @mui/material @emotion/react @emotion/styled',
  yarn: 'yarn add @mui/material @emotion/react @emotion/styled',
  pnpm: 'pnpm add @mui/material @emotion/react @emotion/styled',
};

const firstBlock = (page: Page) => page.locator('.MuiInstall-root').first();
const panel = (page: Page, manager: string) => firstBlock(page).locator(`[role="tabpanel"][data-package-manager="${manager}"]`);
const tab = (page: Page, manager: string) => firstBlock(page).getByRole('tab', { name: manager, exact: true });

test.describe('installation blocks', () => {
  test('every command is in the server HTML; npm shows, in accessible tabs', async ({ page, request }) => {
    const html = await (await request.get(MATERIAL)).text();
    const text = html.replace(/<[^>]+>/g, '');
    for (const command of Object.values(COMMANDS)) expect(text).toContain(command);
    expect(html).not.toMatch(/<pre[^>]*><code[^>]*>(npm install|yarn add|pnpm add)[^<]*<\/code><\/pre>\s*<pre/);

    await page.goto(MATERIAL);
    await expect(firstBlock(page).getByRole('tablist', { name: 'Package manager' })).toBeVisible();
    await expect(firstBlock(page).getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm']);
    await expect(tab(page, 'npm')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'npm')).toBeVisible();
    await expect(panel(page, 'npm')).toHaveText(new RegExp(`^${COMMANDS.npm}`));
    await expect(panel(page, 'yarn')).toBeHidden();
    await expect(panel(page, 'pnpm')).toBeHidden();
    await expect(page.getByRole('tabpanel', { name: 'npm' }).first()).toBeVisible();
    expect(await axeViolations(page, { include: '.MuiInstall-root' })).toEqual([]);
  });

  test('a chosen tab applies to every block and, remembered, to the next page before any script runs', async ({ page, browser }) => {
    await page.goto(MATERIAL);
    const blocks = page.locator('.MuiInstall-root');
    expect(await blocks.count()).toBeGreaterThan(2);
    await tab(page, 'yarn').click();
    await expect(panel(page, 'yarn')).toBeVisible();
    await expect(panel(page, 'yarn')).toHaveText(new RegExp(`^${COMMANDS.yarn}`));
    await expect(panel(page, 'npm')).toBeHidden();
    // Every block of the page follows, tabs and commands.
    await expect(page.locator('.MuiInstall-root [role="tab"][aria-selected="true"]')).toHaveText(Array(await blocks.count()).fill('yarn'));
    await expect(page.locator('.MuiInstall-root [role="tabpanel"]:visible')).toHaveCount(await blocks.count());
    for (const visible of await page.locator('.MuiInstall-root [role="tabpanel"]:visible').all()) {
      await expect(visible).toHaveAttribute('data-package-manager', 'yarn');
    }
    expect(await page.evaluate(() => localStorage.getItem('packageManager'))).toBe('yarn');

    // Another page, its scripts held back: the first paint already shows yarn.
    const state = await page.context().storageState();
    const fresh = await browser.newContext({ storageState: state });
    const other = await fresh.newPage();
    await other.route(/\/_next\/static\/chunks\//, (route) => route.abort());
    await other.goto(JOY, { waitUntil: 'commit' });
    await other.waitForLoadState('domcontentloaded');
    await expect(other.locator('.MuiInstall-root [role="tabpanel"][data-package-manager="yarn"]').first()).toBeVisible();
    await expect(other.locator('.MuiInstall-root [role="tabpanel"][data-package-manager="npm"]').first()).toBeHidden();
    await expect(other.locator('.MuiInstall-root [role="tabpanel"][data-package-manager="yarn"]').first()).toContainText('yarn add @mui/joy @emotion/react @emotion/styled');
    await fresh.close();
  });

  test('arrow keys, Home and End move between the tabs and choose', async ({ page }) => {
    await page.goto(MATERIAL);
    await tab(page, 'npm').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'yarn')).toBeFocused();
    await expect(tab(page, 'yarn')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'yarn')).toHaveAttribute('tabindex', '0');
    await expect(tab(page, 'npm')).toHaveAttribute('tabindex', '-1');
    await expect(panel(page, 'yarn')).toBeVisible();
    await page.keyboard.press('End');
    await expect(tab(page, 'pnpm')).toBeFocused();
    await expect(panel(page, 'pnpm')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'npm')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'pnpm')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab(page, 'npm')).toBeFocused();
    await expect(panel(page, 'npm')).toBeVisible();
  });

  test('each tab’s command is copied by its button and by Ctrl+C over it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(MATERIAL);
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await panel(page, 'npm').hover();
    await panel(page, 'npm').locator('.MuiCode-copy').click();
    await expect.poll(clipboard).toBe(`${COMMANDS.npm}\n`);
    await tab(page, 'pnpm').click();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await panel(page, 'pnpm').hover();
    await page.keyboard.press('Control+c');
    await expect.poll(clipboard).toBe(`${COMMANDS.pnpm}\n`);
  });

  test('a hostile stored value falls back to npm and is dropped', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('packageManager', '"><img src=x onerror="window.__pwned=1">');
      }
    });
    await page.goto(MATERIAL);
    await expect(panel(page, 'npm')).toBeVisible();
    await expect(tab(page, 'npm')).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-package-manager'))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('packageManager'))).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
