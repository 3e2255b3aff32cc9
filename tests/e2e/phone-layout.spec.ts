import { expect, test, type Page } from './support/test';

/**
 * Phones and narrow windows: every control of the app bar fits inside the viewport; those the bar
 * has no room for sit in the narrow drawer; a code block's copy button leaves the code readable.
 */

const PAGES_WITH_DRAWER = [
  '/material-ui/react-button/',
  '/joy-ui/react-button/',
  '/base-ui/react-button/',
  '/system/getting-started/',
  '/x/react-data-grid/',
  '/zh/base-ui/getting-started/',
  '/zh/material-ui/react-button/',
  '/zh/x/react-data-grid/',
];
const PAGES_WITHOUT_DRAWER = ['/', '/zh/', '/blog/'];

/** Every visible control of the app bar whose box leaves the viewport (or is squeezed to nothing). */
async function controlsOutside(page: Page): Promise<string[]> {
  return page.locator('header').evaluate((header) => {
    const width = document.documentElement.clientWidth;
    return [...header.querySelectorAll<HTMLElement>('a, button')]
      .filter((control) => control.getClientRects().length > 0 && getComputedStyle(control).visibility !== 'hidden')
      .flatMap((control) => {
        const box = control.getBoundingClientRect();
        const name = control.id || control.getAttribute('aria-label') || control.textContent || control.tagName;
        return box.left < 0 || box.right > width || box.width < 24 ? [`${name}: ${Math.round(box.left)}–${Math.round(box.right)} of ${width}`] : [];
      });
  });
}

for (const width of [320, 390]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('every app bar control is inside the screen, on every library and in both languages', async ({ page }) => {
      for (const path of [...PAGES_WITH_DRAWER, ...PAGES_WITHOUT_DRAWER]) {
        await page.goto(path);
        expect(await controlsOutside(page), path).toEqual([]);
        await expect(page.locator('#search-button, header [aria-haspopup="dialog"]').first(), path).toBeInViewport();
      }
    });

    test('the controls the bar cannot hold are in the narrow drawer, and work there', async ({ page }) => {
      await page.goto('/base-ui/react-button/');
      await expect(page.locator('#settings-button')).toBeHidden();
      await expect(page.locator('#language-menu-button')).toBeHidden();
      await page.locator('#nav-drawer-button').click();
      const tools = page.getByTestId('narrow-drawer-tools');
      await expect(tools).toBeVisible();
      for (const id of ['#drawer-version-menu-button', '#drawer-language-menu-button', '#drawer-settings-button']) {
        const box = await tools.locator(id).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, id).toBe(true);
      }
      await tools.locator('#drawer-language-menu-button').click();
      await expect(page.getByRole('menuitem', { name: '中文' })).toBeVisible();
      await page.getByRole('menuitem', { name: '中文' }).click();
      await expect(page).toHaveURL(/\/zh\/base-ui\/react-button\/$/);

      await page.locator('#nav-drawer-button').click();
      await page.getByTestId('narrow-drawer-tools').locator('#drawer-settings-button').click();
      await expect(page.getByRole('dialog', { name: /Settings|设置/ })).toBeVisible();
      await expect(page.locator('#nav-drawer-mobile')).toBeHidden();
    });

    test('pages without a drawer keep language and settings in the bar', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('#language-menu-button')).toBeInViewport();
      await page.locator('#settings-button').click();
      await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    });

    test('the copy button of a code block covers no code', async ({ page }) => {
      for (const path of ['/experiments/docs/codeblock/', '/material-ui/getting-started/usage/']) {
        await page.goto(path);
        const overlaps = await page.evaluate(() => {
          const found: string[] = [];
          let checked = 0;
          for (const root of document.querySelectorAll<HTMLElement>('.MuiCode-root')) {
            const button = root.querySelector<HTMLElement>('.MuiCode-copy');
            const pre = root.querySelector<HTMLElement>('pre');
            // Its box counts whether or not it is shown yet: touch screens always show it, a mouse on hover.
            if (!button || !pre) continue;
            checked += 1;
            const buttonBox = button.getBoundingClientRect();
            const preBox = pre.getBoundingClientRect();
            const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? '';
              for (let index = 0; index < text.length; index += 1) {
                if (/\s/.test(text[index]!)) continue;
                const range = document.createRange();
                range.setStart(node, index);
                range.setEnd(node, index + 1);
                for (const box of range.getClientRects()) {
                  // Characters scrolled out of the block are not shown.
                  if (box.right <= preBox.left || box.left >= preBox.right) continue;
                  const intersects = box.left < buttonBox.right && box.right > buttonBox.left && box.top < buttonBox.bottom && box.bottom > buttonBox.top;
                  if (intersects) found.push(`${root.dataset.language}: "${text.slice(Math.max(0, index - 10), index + 10)}"`);
                }
              }
            }
          }
          return { found, checked };
        });
        expect(overlaps.checked, path).toBeGreaterThan(0);
        expect(overlaps.found, path).toEqual([]);
      }
    });
  });
}

test('tablet widths keep every control inside the screen too', async ({ page }) => {
  for (const width of [600, 768, 1024, 1199]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/base-ui/react-button/', '/zh/system/getting-started/']) {
      await page.goto(path);
      expect(await controlsOutside(page), `${path} at ${width}`).toEqual([]);
    }
  }
});
