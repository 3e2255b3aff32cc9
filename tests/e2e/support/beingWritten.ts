// A page of the export still being written, found the way a reader finds one: marked in its library's drawer.
//
// Such a page says it is being written and sends the reader on (dead-ends.spec.ts, page-structure.spec.ts). Pages
// land over time, so those tests do not name one: they take the first the export has, and skip, saying why, when
// every page is written. The behaviour stays covered without an export that has one by
// src/docsPage/build/beingWrittenPage.test.tsx, which builds such a page by hiding one page's Markdown.
import type { Page } from '@playwright/test';
import { PRODUCTS } from '../../../src/site/products';

export interface BeingWrittenPage {
  /** The page's href as the drawer links it (trailing slash, no language segment). */
  href: string;
  /** Its title in the drawer. */
  title: string;
  /** The overview of its library (the library's landing page), as an href. */
  overview: string;
}

export const NONE_BEING_WRITTEN =
  'no page of the export is being written: no library drawer marks one (src/docsPage/build/beingWrittenPage.test.tsx covers the behaviour)';

const DRAWER_MARKED_LINK = '#nav-drawer-permanent a:has(> .nav-flag[data-kind="beingWritten"])';

// One search per worker: the export does not change while the tests run.
let found: BeingWrittenPage | null | undefined;

/** The first page marked as being written in the drawer of a library's overview (every group of the tree is in it, open or closed). */
export async function findBeingWrittenPage(page: Page): Promise<BeingWrittenPage | null> {
  if (found !== undefined) return found;
  found = null;
  for (const product of PRODUCTS) {
    const overview = `${product.landingPathname}/`;
    await page.goto(overview);
    const link = page.locator(DRAWER_MARKED_LINK).first();
    if ((await link.count()) === 0) continue;
    const href = await link.getAttribute('href');
    // The title is the link's one span without a class (the icon, flags and marks have theirs).
    const title = (await link.locator(':scope > span:not([class])').first().textContent())?.trim();
    if (href && title) {
      found = { href, title, overview };
      break;
    }
  }
  return found;
}
