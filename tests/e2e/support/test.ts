// The browser tests' `test`: Playwright's, with navigation that waits for hydration.
//
// Pages run their scripts after the first paint (src/hosting/build/paintFirstScripts.ts), so the load
// event, which page.goto waits for, now comes before React has hydrated the page: a test clicking a
// menu button right after goto would click a button without its handler, as a reader can in the first
// moments. Every page.goto and page.reload (pages of any context, the default one or the test's own)
// therefore also waits until the app marks the page hydrated. Pages that cannot hydrate (scripts
// disabled or blocked by the test) are given up on after a few seconds without failing.
import { test as base, type Page } from '@playwright/test';
import { HYDRATED_OR_SCRIPTLESS } from '../../../src/hosting/build/paintFirstScripts';

export { expect } from '@playwright/test';
export type { BrowserContext, Locator, Page } from '@playwright/test';

// The parts hydrated in the background (HydrateLater) are done when the page is next idle.
const IDLE = 'new Promise(function (resolve) { requestIdleCallback(function () { resolve(true); }, { timeout: 1000 }); })';

export async function waitForHydration(page: Page, timeout = 5000): Promise<void> {
  const hydrated = await page.waitForFunction(HYDRATED_OR_SCRIPTLESS, undefined, { timeout, polling: 20 }).then(
    () => true,
    () => false,
  );
  if (hydrated) await page.evaluate(IDLE).catch(() => undefined);
}

let patched = false;

function patchNavigation(page: Page): void {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(page) as Page;
  const goto = prototype.goto;
  const reload = prototype.reload;
  const javaScriptEnabled = (target: Page) =>
    (target.context() as unknown as { _options?: { javaScriptEnabled?: boolean } })._options?.javaScriptEnabled !== false;
  prototype.goto = async function patchedGoto(this: Page, ...args: Parameters<Page['goto']>) {
    const response = await goto.apply(this, args);
    const waitUntil = args[1]?.waitUntil;
    if (javaScriptEnabled(this) && waitUntil !== 'commit') await waitForHydration(this);
    return response;
  };
  prototype.reload = async function patchedReload(this: Page, ...args: Parameters<Page['reload']>) {
    const response = await reload.apply(this, args);
    if (javaScriptEnabled(this) && args[0]?.waitUntil !== 'commit') await waitForHydration(this);
    return response;
  };
}

export const test = base.extend<{ hydratedNavigation: void }>({
  hydratedNavigation: [
    async ({ page }, use) => {
      patchNavigation(page);
      await use();
    },
    { auto: true },
  ],
});
