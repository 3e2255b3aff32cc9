// Every demo of the site renders in the browser without a console error: each exported English page
// that has demos is opened, scrolled through (so demos loaded on approach run too) and checked.
import path from 'node:path';
import { exportedPagesWithDemos } from '../../src/siteChecks/build/exportedDemoPages';
import { expect, test } from './support/test';
import { watchPageErrors } from './support/pageErrors';

const OUT = path.join(__dirname, '../../out');

/** Pathnames (with trailing slash) of the exported English pages whose HTML holds a demo. */
const pages = exportedPagesWithDemos(OUT);

test('the export has pages with demos', () => {
  expect(pages.length).toBeGreaterThan(80);
});

for (const pathname of pages) {
  test(`demos of ${pathname} render without console errors`, async ({ page }) => {
    const problems = watchPageErrors(page);
    await page.goto(pathname);
    const demos = page.locator('[data-demo]');
    const count = await demos.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const demo = demos.nth(index);
      await demo.scrollIntoViewIfNeeded();
      // A demo deferred until it nears the viewport has replaced its placeholder once loaded.
      await expect(demo.locator('[data-deferred-placeholder]')).toHaveCount(0, { timeout: 15_000 });
      // Besides the focus target of the toolbar's "reset focus", the preview holds the demo's elements.
      const elements = await demo.locator('.demo-preview').first().evaluate((node) => node.querySelectorAll('*:not(button[tabindex="-1"]):not(style)').length);
      expect(elements, `demo ${index + 1} of ${pathname} renders elements`).toBeGreaterThan(0);
    }
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
}
