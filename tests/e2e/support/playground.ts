import { expect, type Locator, type Page } from './test';

/**
 * The playground of `name` on the page, scrolled to and alive (its chunk loaded). Like a reader, the test
 * moves the pointer first: a playground the server rendered waits for the reader's first action.
 */
export async function livePlayground(page: Page, name: string): Promise<Locator> {
  const playground = page.locator(`[data-playground="${name}"]`);
  await page.mouse.move(5, 5);
  await playground.scrollIntoViewIfNeeded();
  await expect(playground).toHaveAttribute('data-playground-state', 'live', { timeout: 15_000 });
  return playground;
}

/** The code panel's text of a playground. */
export const codeOf = (playground: Locator) => playground.locator('[data-playground-code] pre');
