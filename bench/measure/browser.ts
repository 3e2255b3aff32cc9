import { chromium, type Browser } from '@playwright/test';

import { chromiumPath } from '../../src/site/build/chromium';

export const CHROMIUM_PATH = chromiumPath();

/** Debian's Chromium, headless, with background traffic off so only the page's requests are seen. */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...extraArgs],
  });
}
