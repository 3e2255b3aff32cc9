// A keyboard-only walk of the shell: every control is reached with Tab, opened with Enter, moved
// through with the arrow keys or Tab, and closed with Escape, which gives focus back to its opener.
// (The skip link's first stop and its jump are in page-structure.spec.ts.)
import { expect, test, type Page } from './support/test';
import { reportCount } from './support/counts';

const PAGE = '/material-ui/getting-started/installation/';

/** Presses Tab (or Shift+Tab) until the focused element matches the selector; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, { backwards = false, limit = 80 } = {}): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return presses;
  }
  throw new Error(`${selector} was not reached with ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

function focusedInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((container) => Boolean(document.activeElement?.closest(container)), selector);
}

function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
}

test.describe('keyboard only', () => {
  test('the settings drawer opens, keeps focus inside, changes the mode and closes back to its button', async ({ page }) => {
    await page.goto(PAGE);
    await tabTo(page, '#settings-button');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-ga-event-action="dark"]')).toBeVisible();
    await expect.poll(() => focusedInside(page, '[role="dialog"]')).toBe(true);
    // Focus stays in the open drawer however far Tab goes.
    for (let press = 0; press < 15; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedInside(page, '[role="dialog"]')).toBe(true);
    }
    await tabTo(page, '[role="dialog"] [data-ga-event-action="dark"]', { limit: 20 });
    await page.keyboard.press('Enter');
    await expect(page.locator('body')).toHaveClass('mode-dark');
    await tabTo(page, '[role="dialog"] [data-ga-event-action="light"]', { limit: 20 });
    await page.keyboard.press('Space');
    await expect(page.locator('body')).toHaveClass('mode-light');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('#settings-button')).toBeFocused();
  });

  for (const button of ['#language-menu-button', '#product-switcher-button', '#version-menu-button']) {
    test(`the menu of ${button} opens on Enter, moves with the arrow keys and closes on Escape`, async ({ page }) => {
      await page.goto(PAGE);
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      const first = await focusedText(page);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focusedText(page)).not.toBe(first);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => focusedText(page)).toBe(first);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.locator(button)).toBeFocused();
    });
  }

  test('the language menu switches language from the keyboard', async ({ page }) => {
    await page.goto(PAGE);
    await tabTo(page, '#language-menu-button');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    for (let press = 0; press < 5 && (await focusedText(page)) !== '中文'; press += 1) await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('中文');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/material-ui\/getting-started\/installation\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  });

  test('the navigation drawer: groups open with Enter and their links navigate', async ({ page }) => {
    await page.goto('/material-ui/getting-started/');
    const group = page.locator('#nav-drawer-permanent details[data-nav-group="/material-ui/customization"]');
    await expect(group).not.toHaveAttribute('open', '');
    const presses = await tabTo(page, '#nav-drawer-permanent details[data-nav-group="/material-ui/customization"] > summary', { limit: 200 });
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    expect(await focusedInside(page, '#nav-drawer-permanent details[data-nav-group="/material-ui/customization"]')).toBe(true);
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(href).toMatch(/^\/material-ui\/customization\//);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    reportCount('Tab presses to reach a drawer group', presses);
  });

  test.describe('on a narrow screen', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the temporary drawer opens from its button, traps focus and closes back to the button', async ({ page }) => {
      await page.goto(PAGE);
      await tabTo(page, '#nav-drawer-button', { limit: 10 });
      await page.keyboard.press('Enter');
      const drawer = page.locator('#nav-drawer-mobile');
      await expect(drawer).toBeVisible();
      // The drawer's panel (its header with the close button, and the navigation) holds the focus.
      const panel = '.MuiDrawer-paper:has(#nav-drawer-mobile)';
      await expect.poll(() => focusedInside(page, panel)).toBe(true);
      // Past the close button and the app bar's controls the phone's bar has no room for.
      await tabTo(page, '#nav-drawer-mobile a', { limit: 10 });
      for (let press = 0; press < 10; press += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusedInside(page, panel)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.locator('#nav-drawer-button')).toBeFocused();
    });
  });
});
