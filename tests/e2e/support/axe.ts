import fs from 'node:fs';
import type { Page } from '@playwright/test';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail the build. */
export const BLOCKING_IMPACTS = ['serious', 'critical'];

export interface AxeOptions {
  /** CSS selectors of subtrees left out (checked elsewhere). */
  exclude?: string[];
  /** Only this subtree. */
  include?: string;
}

/**
 * Runs axe-core (injected into the page once per document) and returns its serious and critical
 * violations as `page rule (impact): target` lines. Frames are not entered: the iframe demos are
 * same-origin previews of components the other demos show too.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  // Colours mid-transition (a fading alert, a menu opening) are not what a reader reads: let finite
  // animations end first (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async ({ include, exclude }) => {
    type AxeResult = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> };
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }).axe;
    const context = { include: include ? [[include]] : [['html']], exclude: (exclude ?? []).map((selector) => [selector]) };
    const result = await axe.run(context, { resultTypes: ['violations'], iframes: false });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }));
  }, options);
  const where = new URL(page.url()).pathname;
  return violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact))
    .flatMap((violation) => violation.targets.slice(0, 5).map((target) => `${where} ${violation.id} (${violation.impact}): ${target}`));
}
