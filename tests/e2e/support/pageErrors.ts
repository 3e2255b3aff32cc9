import type { Page } from '@playwright/test';

/**
 * Collects what a reader's console would show as a problem: console errors, React warnings
 * (hydration mismatches among them) and uncaught exceptions.
 */
export function watchPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|did not match|Warning:/i.test(text))) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
