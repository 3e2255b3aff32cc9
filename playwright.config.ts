import { defineConfig } from '@playwright/test';
import { chromiumPath, missingChromiumMessage } from './src/site/build/chromium';

const missingBrowser = missingChromiumMessage();
if (missingBrowser) throw new Error(missingBrowser);

const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The second export (out-ga): a measurement id and SITE_URL set to this origin, for analytics and the
 * service worker. `npm run build:configured` builds it for the same `E2E_CONFIGURED_PORT`.
 */
export const CONFIGURED_PORT = Number(process.env.E2E_CONFIGURED_PORT ?? 4175);

/**
 * Browser tests against the exported site in out/ (build it first: `npm run build`). They drive
 * Debian's Chromium; no browser is downloaded.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // The site checks (axe, CSP, hostile input…) report what they covered; the counts reporter sums it up.
  reporter: [['list'], ['./tests/e2e/support/countsReporter.ts']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    viewport: { width: 1400, height: 900 },
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The dev server's test is one serial group of about three minutes, mostly the dev server compiling and
    // the page waiting for it. Listed first, it starts at once on one worker while the other takes the site's
    // tests; run after them (as it once was) it kept the second worker idle for those three minutes.
    { name: 'dev-loop', testMatch: /dev-loop\.spec\.ts$/ },
    { name: 'site', testIgnore: /dev-loop\.spec\.ts$/ },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/serve.ts out',
      env: { PORT: String(PORT) },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'npx tsx scripts/serve.ts out-ga',
      env: { PORT: String(CONFIGURED_PORT) },
      url: `http://localhost:${CONFIGURED_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
