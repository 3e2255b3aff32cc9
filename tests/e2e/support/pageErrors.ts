import type { Page } from '@playwright/test';
import { isMissingLicenseKeyNotice } from '../../../src/dataGrid/licenseNotice';

/**
 * True for a console error the site's configuration explains: the Pro and Premium grids' own notice in a
 * build without MUI_X_LICENSE_KEY (a problem in one with a key).
 */
export function isExpectedConsoleError(text: string, licenseKeyConfigured = Boolean(process.env.MUI_X_LICENSE_KEY)): boolean {
  return !licenseKeyConfigured && isMissingLicenseKeyNotice(text);
}

/**
 * Collects what a reader's console would show as a problem: console errors, React warnings
 * (hydration mismatches among them) and uncaught exceptions.
 */
export function watchPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && isExpectedConsoleError(text)) return;
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|did not match|Warning:/i.test(text))) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
