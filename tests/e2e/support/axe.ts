import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { isKnownPackageViolation, KNOWN_CONTAINER_CLASSES } from '../../../src/siteChecks/knownPackageViolations';
import { followClientLink } from './followClientLink';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Impacts that fail the build. */
export const BLOCKING_IMPACTS = ['serious', 'critical'];

/**
 * The Pro and Premium grids' watermark, shown because this site is built without a licence key (a build
 * with MUI_X_LICENSE_KEY set has none): pale text over the rows, from the package, by design.
 */
const LICENSE_WATERMARK = /^MUI X (Missing|Invalid|Expired) license key$/;

/**
 * Rules whose outcome follows from the site's own styles rather than a page's content, and which cost much
 * of a run: `link-in-text-block` (links told apart from their paragraph by more than colour: the docs'
 * link style) took a third of a component page's run, `avoid-inline-spacing` (inline spacing styles marked
 * !important) a seventh. The sitemap sweep runs them on a share of its pages (`sampledRules`); every other
 * check runs them always.
 */
export const SAMPLED_RULES = ['link-in-text-block', 'avoid-inline-spacing'] as const;

export interface AxeOptions {
  /** CSS selectors of subtrees left out (checked elsewhere). */
  exclude?: string[];
  /** False leaves out SAMPLED_RULES (the sweep's other pages); true by default. */
  sampledRules?: boolean;
  /** False leaves out `color-contrast` (the sweep's pages whose styles another page shows); true by default. */
  contrast?: boolean;
  /** Only this subtree. */
  include?: string;
  /** First move to this path with Next's router, as a link click does (one round trip for both). */
  navigateTo?: string;
  /**
   * Parts that come alive when they near the viewport (a props playground): each element matching `selector`
   * is scrolled to and awaited until its `attribute` reads `live`, so the check sees the live part.
   */
  awaitLive?: { selector: string; attribute: string };
  /**
   * Hides everything but `include` (and the elements that hold it) while axe runs. Axe's colour contrast
   * lays out a grid of the whole document on every run, so a small part costs nearly what the page does
   * (a playground: 530 ms with contrast, 136 ms without). Hidden, the rest is left out of that grid: the
   * playground checks took 1.1 instead of 1.4 minutes for 51 pages. The part's own colours, and the
   * backgrounds of the elements that hold it, stay as they are.
   */
  isolate?: boolean;
}

interface Found {
  arrived: boolean;
  /** Each node's target, and the known package containers (KNOWN_CONTAINER_CLASSES) it is in. */
  violations: Array<{ id: string; impact: string; nodes: Array<{ target: string; within: string[]; inactive: boolean }> }>;
}

/**
 * Runs axe-core (injected into the page once per document) and returns its serious and critical
 * violations as `page rule (impact): target` lines. Frames are not entered: the iframe demos are
 * same-origin previews of components the other demos show too. Navigation, settling and the run
 * happen in one call into the page, which matters when a part checks fifty pages.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  if (options.navigateTo && !(await page.evaluate(followClientLink, options.navigateTo))) {
    return [`${options.navigateTo}: client-side navigation did not arrive`];
  }
  const found: Found = await page.evaluate(async ({ include, exclude, navigateTo, awaitLive, isolate, containerClasses, blockingImpacts, watermarkSource, skippedRules }) => {
    const watermark = new RegExp(watermarkSource);
    if (navigateTo) {
      // Followed just before this call (followClientLink).
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      if (location.pathname !== navigateTo) return { arrived: false, violations: [] };
      // The body's blocks after the first few render in a transition after the navigation: check them too.
      for (let waited = 0; document.querySelector('.page-body:not([data-complete])') && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    if (awaitLive) {
      for (const element of document.querySelectorAll(awaitLive.selector)) {
        element.scrollIntoView({ block: 'center' });
        for (let waited = 0; element.getAttribute(awaitLive.attribute) !== 'live' && waited < 15_000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        if (element.getAttribute(awaitLive.attribute) !== 'live') return { arrived: false, violations: [] };
      }
      // A live part may resize once laid out (a Masonry's columns): its ResizeObservers report at the next
      // frame, and what they set (a preview that scrolls becomes focusable) renders a task later.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
    }
    // Colours mid-transition (a fading alert, a menu opening) are not what a reader reads: let finite
    // animations end first (spinners run forever and are left alone).
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
    type AxeResult = { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }> };
    type AxeCheckRef = string | { id: string };
    type AxeRule = { id: string; any: AxeCheckRef[]; all: AxeCheckRef[]; none: AxeCheckRef[] };
    const axe = (
      window as unknown as {
        axe: {
          run: (context: unknown, options: unknown) => Promise<AxeResult>;
          _audit: { rules: AxeRule[]; data: { checks: Record<string, { impact?: string } | undefined> } };
        };
      }
    ).axe;
    // A violation's impact is the highest of its failed checks'. A rule whose every check is of minor or
    // moderate impact can never report a blocking violation, so it is not run: `region` alone, which
    // visits every element of the page, took half of a run on a component page.
    const neverBlocking = axe._audit.rules.filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none];
      return (
        checks.length > 0 &&
        checks.every((check) => {
          const impact = axe._audit.data.checks[typeof check === 'string' ? check : check.id]?.impact;
          return impact !== undefined && !blockingImpacts.includes(impact);
        })
      );
    });
    const rules = Object.fromEntries([...neverBlocking.map((rule) => rule.id), ...skippedRules].map((id) => [id, { enabled: false }]));
    const context = { include: include ? [[include]] : [['html']], exclude: (exclude ?? []).map((selector) => [selector]) };
    const isolation = isolate && include ? document.createElement('style') : null;
    if (isolation) {
      isolation.textContent = `body *:not(:has(${include})):not(${include}):not(${include} *) { display: none !important; }`;
      document.head.append(isolation);
    }
    const result = await axe.run(context, { resultTypes: ['violations'], iframes: false, rules }).finally(() => isolation?.remove());
    return {
      arrived: true,
      violations: result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        nodes: violation.nodes.map((node) => {
          const selector = node.target[0];
          const element = typeof selector === 'string' ? document.querySelector(selector) : null;
          // WCAG 1.4.3 exempts the text of an inactive control. axe skips a disabled <button> or <input>, but
          // not the rest of a disabled component: a disabled form control's helper text, a disabled chip's
          // label. The libraries mark those with their disabled class or aria-disabled.
          const inactive =
            violation.id === 'color-contrast' &&
            (Boolean(element?.closest('.Mui-disabled, [aria-disabled="true"], :disabled')) || watermark.test(element?.textContent?.trim() ?? ''));
          return { target: JSON.stringify(node.target), within: containerClasses.filter((name) => element?.closest(`.${name}`)), inactive };
        }),
      })),
    };
  }, {
    include: options.include,
    awaitLive: options.awaitLive,
    isolate: options.isolate ?? false,
    exclude: options.exclude,
    navigateTo: options.navigateTo,
    containerClasses: KNOWN_CONTAINER_CLASSES,
    blockingImpacts: BLOCKING_IMPACTS,
    watermarkSource: LICENSE_WATERMARK.source,
    skippedRules: [...(options.sampledRules === false ? SAMPLED_RULES : []), ...(options.contrast === false ? ['color-contrast'] : [])],
  });
  if (!found.arrived) return [`${options.navigateTo ?? new URL(page.url()).pathname}: client-side navigation did not arrive, or a part did not come alive`];
  const where = new URL(page.url()).pathname;
  return found.violations
    .filter((violation) => BLOCKING_IMPACTS.includes(violation.impact))
    .flatMap((violation) =>
      violation.nodes
        .filter((node) => !node.inactive && !isKnownPackageViolation(violation.id, node.within))
        .slice(0, 5)
        .map((node) => `${where} ${violation.id} (${violation.impact}): ${node.target}`),
    );
}
