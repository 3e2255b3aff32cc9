import { expect, test } from './support/test';
import { watchPageErrors } from './support/pageErrors';

// The MUI X licence (src/dataGrid/): a build without MUI_X_LICENSE_KEY sets no key, so the Pro and
// Premium grids show the package's own watermark and log its notice, which the console checks expect;
// the MIT grid has no licence and no watermark. (With a key, src/dataGrid/licenseKey.test.ts and
// src/blocks/demo/DeferredDemo.test.tsx show it is set before any grid loads; no key is made up here.)
test.skip(Boolean(process.env.MUI_X_LICENSE_KEY), 'the export was built with a licence key');

const WATERMARK = 'MUI X Missing license key';

test('Pro grids show the missing-licence watermark and nothing else goes wrong; the MIT grid shows none', async ({ page }) => {
  const problems = watchPageErrors(page);
  await page.goto('/x/react-data-grid/column-pinning/');
  const firstGrid = page.locator('[data-demo]').filter({ has: page.locator('[data-deferred-demo]') }).first();
  // Its block may go live (replacing the server's markup) while it is scrolled to: scrolled to again then.
  await expect(() => firstGrid.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  const grid = firstGrid.locator('.MuiDataGrid-root');
  await expect(grid).toBeVisible({ timeout: 20_000 });
  await expect(grid.getByText(WATERMARK)).toBeVisible();
  expect(problems).toEqual([]);

  // The sorting page opens with an MIT grid (DataGrid).
  await page.goto('/x/react-data-grid/sorting/');
  const mitDemo = page.locator('[data-demo]').filter({ has: page.locator('[data-deferred-demo]') }).first();
  await expect(() => mitDemo.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  const mitGrid = mitDemo.locator('.MuiDataGrid-root');
  await expect(mitGrid).toBeVisible({ timeout: 20_000 });
  await expect(mitGrid.locator('.MuiDataGrid-row').first()).toBeVisible();
  await expect(mitGrid.getByText(WATERMARK)).toHaveCount(0);
});
