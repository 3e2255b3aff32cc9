import { expect, type Page } from './test';

/** Sets a marker that only survives client-side navigation (a full load starts a new window). */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate('window.__sameDocument = true');
}

/** True while the page is the document markWindow marked: every navigation since was client-side. */
export const sameDocument = (page: Page) => page.evaluate('window.__sameDocument === true');

/** A demo of the page is live: its block runs the demo, and its code toggle answers a click. */
export async function expectLiveDemo(page: Page): Promise<void> {
  await expect(page.locator('[data-demo-block="live"]').first()).toBeAttached();
  const toggle = page.locator('[data-demo] .demo-toolbar button[aria-expanded]').first();
  const expanded = await toggle.getAttribute('aria-expanded');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
}
