// The security headers of out/_headers, as `npm run serve` sends them, hold on every page kind: no
// Content-Security-Policy violation on loading, scrolling through demos, live editing, the settings
// drawer and (on the configured export) Google Analytics.
import { expect, test, type Page } from './support/test';
import { CONFIGURED_PORT } from '../../playwright.config';
import { reportCount } from './support/counts';
import { PAGE_KINDS } from './support/pageKinds';


interface Violation {
  page: string;
  directive: string;
  blocked: string;
}

/**
 * Records every CSP violation the page's documents report (`securitypolicyviolation`, in every frame)
 * and every console line about the policy.
 */
async function watchPolicy(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  await page.addInitScript(() => {
    const store = ((window.top ?? window) as unknown as { __csp?: Array<{ directive: string; blocked: string; page: string }> });
    store.__csp ??= [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.__csp?.push({ directive: event.effectiveDirective, blocked: event.blockedURI || event.sample, page: location.href });
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) console.push(`${page.url()}: ${message.text()}`);
  });
  return {
    violations: () => page.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? []),
    console,
  };
}

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...sources]) => [name, sources]));
}

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await page.waitForLoadState('networkidle');
}

test.describe('security headers on the default export', () => {
  test('every response carries them, and the policy allows no inline script but by hash', async ({ request }) => {
    for (const path of ['/', '/material-ui/react-button/', '/does-not-exist/', '/favicon.svg', '/sw.js']) {
      const response = await request.get(path);
      const headers = response.headers();
      const policy = directivesOf(headers['content-security-policy'] ?? '');
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toMatch(/camera=\(\)/);
    }
    expect((await request.get('/_headers')).status()).toBe(404);
  });

  test('no page kind violates the policy', async ({ page }) => {
    test.setTimeout(120_000);
    const policy = await watchPolicy(page);
    for (const path of PAGE_KINDS) {
      await page.goto(path);
      await scrollThrough(page);
    }
    expect(await policy.violations()).toEqual([]);
    expect(policy.console).toEqual([]);
    reportCount('page kinds checked', PAGE_KINDS.length);
    reportCount('violations', (await policy.violations()).length + policy.console.length);
  });

  test('an injected inline script is refused: the policy is enforced', async ({ page }) => {
    const policy = await watchPolicy(page);
    await page.goto('/material-ui/getting-started/installation/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await policy.violations()).map((violation) => violation.directive)).toContain('script-src-elem');
  });

  test('the live editor, the settings drawer and a sandbox form work under the policy', async ({ page }) => {
    const policy = await watchPolicy(page);
    await page.goto('/experiments/docs/demos/');
    const demo = page.locator('[data-demo="CounterButtons"]');
    await demo.getByRole('button', { name: 'Show the full source' }).click();
    const editor = demo.locator('textarea').first();
    await expect(editor).toBeVisible();
    const source = await editor.inputValue();
    expect(source).toContain('Add one');
    await editor.fill(source.replace('Add one', 'Add uno'));
    // react-runner compiles the edited code and runs it with new Function: 'unsafe-eval' is what allows it.
    await expect(demo.locator('.demo-preview')).toContainText('Add uno');

    let posted = '';
    await page.context().route('https://codesandbox.io/**', async (route) => {
      posted = route.request().url();
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>stand-in</p>' });
    });
    const opened = page.context().waitForEvent('page');
    await demo.getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await (await opened).close();
    expect(posted).toContain('codesandbox.io/api/v1/sandboxes/define');

    await page.locator('#settings-button').click();
    await page.getByRole('dialog').locator('[data-ga-event-action="dark"]').click();
    await expect(page.locator('body')).toHaveClass('mode-dark');
    expect(await policy.violations()).toEqual([]);
    expect(policy.console).toEqual([]);
  });

  test('the search dialog loads its index and answers under the policy', async ({ page }) => {
    const policy = await watchPolicy(page);
    await page.goto('/material-ui/react-alert/');
    await expect(page.locator('#search-button[data-shortcuts="ready"]')).toBeAttached();
    await page.keyboard.press('Control+K');
    await expect(page.getByTestId('search-dialog')).toHaveAttribute('data-index-status', 'complete');
    await page.locator('#site-search-input').fill('disableElevation');
    await expect(page.getByTestId('search-dialog').getByRole('option').first()).toBeVisible();
    expect(await policy.violations()).toEqual([]);
    expect(policy.console).toEqual([]);
  });
});

test.describe('security headers on the configured export (Google Analytics)', () => {
  test.use({ baseURL: `http://localhost:${CONFIGURED_PORT}` });

  test('the policy allows the tag and its hits, and nothing is refused', async ({ page, request }) => {
    const policy = directivesOf((await request.get('/')).headers()['content-security-policy'] ?? '');
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');

    const watched = await watchPolicy(page);
    const requested: string[] = [];
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__tagRan = true;' });
    });
    for (const path of ['/', '/material-ui/react-button/', '/zh/material-ui/getting-started/installation/', '/does-not-exist/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // The tag loads once the page has been idle after its load event (src/analytics/tagLoading.ts).
    await expect.poll(() => requested.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagRan?: boolean }).__tagRan)).toBe(true);
    const configured = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some((entry) => Array.from(entry)[0] === 'config'),
    );
    expect(configured).toBe(true);
    expect(await watched.violations()).toEqual([]);
    expect(watched.console).toEqual([]);
  });
});
