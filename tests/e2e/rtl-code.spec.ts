import { expect, test, type Locator, type Page } from './support/test';

/**
 * Right to left: the page flips, its code does not. The first character of a block's first line sits
 * at the block's left edge, which it would not if the line were laid out right to left.
 */

async function switchToRtl(page: Page): Promise<void> {
  await page.locator('#settings-button').click();
  await page.getByRole('dialog').locator('[data-ga-event-action="rtl"]').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function layoutOf(pre: Locator) {
  return pre.evaluate((element) => {
    const code = element.querySelector('code') ?? element;
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    let firstBox: DOMRect | null = null;
    for (let node = walker.nextNode(); node && !firstBox; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const index = text.search(/\S/);
      if (index === -1) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      firstBox = range.getBoundingClientRect();
    }
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const contentLeft = box.left + element.clientLeft + parseFloat(style.paddingLeft) - element.scrollLeft;
    return {
      preDirection: style.direction,
      codeDirection: getComputedStyle(code).direction,
      firstLine: (code.textContent ?? '').trimStart().split('\n')[0] ?? '',
      firstCharacterFromLeft: firstBox ? Math.round(firstBox.left - contentLeft) : null,
    };
  });
}

test('code blocks, plain blocks and demo sources stay left to right while the page flips', async ({ page }) => {
  await page.goto('/experiments/docs/codeblock/');
  await switchToRtl(page);
  // The text around flips.
  expect(await page.locator('article h1').evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

  const highlighted = page.locator('.MuiCode-root pre', { hasText: "import Button from '@mui/material/Button'" }).first();
  const layout = await layoutOf(highlighted);
  expect(layout.preDirection).toBe('ltr');
  expect(layout.codeDirection).toBe('ltr');
  expect(layout.firstLine.startsWith('import')).toBe(true);
  expect(layout.firstCharacterFromLeft).toBeLessThanOrEqual(1);

  const plain = page.locator('pre', { hasText: 'Layer 1: background' });
  const plainLayout = await layoutOf(plain);
  expect(plainLayout.preDirection).toBe('ltr');
  expect(plainLayout.firstLine).toBe('Layer 1: background');
  expect(plainLayout.firstCharacterFromLeft).toBeLessThanOrEqual(1);

  await page.goto('/experiments/docs/demos/');
  await switchToRtl(page);
  const demo = page.locator('[data-demo="CounterButtons"]');
  await demo.getByRole('button', { name: /Show the (full )?source/ }).click();
  const source = demo.locator('.demo-code pre').first();
  await expect(source).toBeVisible();
  const demoLayout = await layoutOf(source);
  expect(demoLayout.preDirection).toBe('ltr');
  expect(demoLayout.firstLine.startsWith('import')).toBe(true);
  expect(demoLayout.firstCharacterFromLeft).toBeLessThanOrEqual(1);
  // The live editor's text area lies over the code, left to right as well.
  const editor = demo.locator('.demo-code textarea');
  if ((await editor.count()) > 0) expect(await editor.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
});
