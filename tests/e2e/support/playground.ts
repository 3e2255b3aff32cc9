import { expect, type Locator, type Page } from './test';

/** The playground of `name` on the page, scrolled to and alive (its chunk loaded). */
export async function livePlayground(page: Page, name: string): Promise<Locator> {
  const playground = page.locator(`[data-playground="${name}"]`);
  await playground.scrollIntoViewIfNeeded();
  await expect(playground).toHaveAttribute('data-playground-state', 'live', { timeout: 15_000 });
  return playground;
}

/** The code panel's text of a playground. */
export const codeOf = (playground: Locator) => playground.locator('[data-playground-code] pre');
