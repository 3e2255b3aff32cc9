import { expect, test } from './support/test';
import { watchPageErrors } from './support/pageErrors';

const PAGE = '/material-ui/getting-started/installation/';

test.describe('code blocks', () => {
  test('the Prism stylesheet loads once, and only on pages with code', async ({ page, request }) => {
    await page.goto(PAGE);
    await expect(page.locator('link[href="/static/styles/prism-okaidia.css"]')).toHaveCount(1);
    expect((await request.get('/static/styles/prism-okaidia.css')).status()).toBe(200);
    await expect(page.locator('.MuiCode-root .token').first()).toBeVisible();
    const color = await page.locator('.MuiCode-root pre').first().evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(color).toBe('rgb(39, 40, 34)');
    // A written page of prose only (staticPages.test.ts holds that it has no code).
    await page.goto('/material-ui/discover-more/vision/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('link[href="/static/styles/prism-okaidia.css"]')).toHaveCount(0);
  });

  test('the copy button copies, reads Copied for 2000 ms, then Copy', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    // Fake timers from here on, paused, so the 2000 ms can be stepped through exactly.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    const block = page.locator('.MuiCode-root').first();
    const button = block.locator('.MuiCode-copy');
    await expect(button).toHaveAttribute('data-ga-event-category', 'code');
    await expect(button).toHaveAttribute('data-ga-event-action', 'copy-click');
    await expect(button.locator('.MuiCode-copyKeypress')).toHaveText('(or Ctrl + C)');
    await block.hover();
    await button.click();
    await expect(button).toHaveText(/^Copied/);
    await expect(button).toHaveAttribute('data-copied', 'true');
    const code = await block.locator('pre').textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.clock.runFor(1990);
    await expect(button).toHaveText(/^Copied/);
    await page.clock.runFor(20);
    await expect(button).toHaveText(/^Copy\b/);
    await expect(button).not.toHaveAttribute('data-copied', 'true');
  });

  test('Ctrl+C copies the block under the pointer, recorded as a keyboard copy', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    await page.evaluate(() => {
      (window as unknown as { gaActions: string[] }).gaActions = [];
      document.addEventListener('click', (event) => {
        const target = (event.target as HTMLElement).closest('[data-ga-event-category]');
        if (target) (window as unknown as { gaActions: string[] }).gaActions.push(target.getAttribute('data-ga-event-action') ?? '');
      });
    });
    const block = page.locator('.MuiCode-root:visible').nth(1);
    await block.hover();
    await page.keyboard.press('Control+c');
    await expect(block.locator('.MuiCode-copy')).toHaveText(/^Copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').textContent());
    expect(await page.evaluate(() => (window as unknown as { gaActions: string[] }).gaActions)).toEqual(['copy-keyboard']);
    await expect(block.locator('.MuiCode-copy')).toHaveAttribute('data-ga-event-action', 'copy-click');

    // With text selected the shortcut is the browser's own copy.
    await page.evaluate(() => navigator.clipboard.writeText('unchanged'));
    await page.locator('article p.description').selectText();
    const other = page.locator('.MuiCode-root:visible').nth(2);
    await other.hover();
    await page.keyboard.press('Control+c');
    await expect(other.locator('.MuiCode-copy')).toHaveText(/^Copy\b/);
    // Shift or Alt with C is not the shortcut.
    await page.mouse.click(5, 300);
    await other.hover();
    await page.keyboard.press('Control+Shift+C');
    await expect(other.locator('.MuiCode-copy')).toHaveText(/^Copy\b/);
  });

  /**
   * The copy code (codeCopyBehaviour.ts) loads on a reader's first approach. A click or the shortcut that
   * lands while it is on its way is answered when it arrives, and analytics sees the one real click.
   */
  for (const via of ['click', 'shortcut'] as const) {
    test(`a copy by ${via} before the copy code has arrived is answered when it does, counted once`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(PAGE);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        (window as unknown as { gaActions: string[] }).gaActions = [];
        document.addEventListener('click', (event) => {
          const target = (event.target as HTMLElement).closest('[data-ga-event-category]');
          if (target) (window as unknown as { gaActions: string[] }).gaActions.push(target.getAttribute('data-ga-event-action') ?? '');
        });
        return navigator.clipboard.writeText('before');
      });
      // Every script asked for from here on waits until released.
      const held: Array<() => Promise<void>> = [];
      let releasing = false;
      await page.route('**/_next/static/chunks/**', (route) => (releasing ? route.continue() : void held.push(() => route.continue())));
      const block = page.locator('.MuiCode-root:visible').nth(1);
      const button = block.locator('.MuiCode-copy');
      if (via === 'click') await button.click();
      else {
        await block.hover();
        await page.keyboard.press('Control+c');
      }
      await expect.poll(() => held.length, { message: 'the approach asks for the copy code' }).toBeGreaterThan(0);
      await expect(button).toHaveText(/^Copy\b/);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('before');
      releasing = true;
      for (const release of held.splice(0)) await release();
      await page.unroute('**/_next/static/chunks/**');
      await expect(button).toHaveText(/^Copied/);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.locator('pre').textContent());
      expect(await page.evaluate(() => (window as unknown as { gaActions: string[] }).gaActions)).toEqual([via === 'click' ? 'copy-click' : 'copy-keyboard']);
    });
  }

  test('Ctrl+C with nothing selected copies the hovered block: a plain fence, a language block, a demo’s shown source', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/experiments/docs/codeblock/');
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    const pressCopyOver = async (block: ReturnType<typeof page.locator>) => {
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      await page.keyboard.press('Control+c');
    };

    // A fence without a language is a code block with its copy button.
    const plain = page.locator('.MuiCode-root[data-language="text"]').filter({ hasText: 'Layer 1: background' });
    await expect(plain.locator('.MuiCode-copy')).toHaveCount(1);
    await pressCopyOver(plain);
    await expect.poll(clipboard).toBe('Layer 1: background\nLayer 2: shapes\nLayer 3: notes\n');

    const typed = page.locator('.MuiCode-root[data-language="typescript"]').first();
    await pressCopyOver(typed);
    const typedText = await typed.locator('pre').textContent();
    expect(typedText?.length).toBeGreaterThan(10);
    await expect.poll(clipboard).toBe(typedText);

    // A demo's source, opened from its toolbar: the text the reader sees, edits included.
    const demo = page.locator('[data-demo="CopyTarget"]');
    await demo.scrollIntoViewIfNeeded();
    const toggle = demo.locator('.demo-toolbar button[aria-expanded]');
    await expect(async () => {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const source = demo.locator('[data-demo-code]');
    await expect(source).toBeVisible();
    const shown = (await source.locator('pre').textContent()) ?? '';
    expect(shown).toContain('export default function');
    await pressCopyOver(source);
    await expect.poll(clipboard).toBe(shown.replace(/\n$/, ''));
  });

  test('a refused clipboard is swallowed silently', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('The request is not allowed', 'NotAllowedError')) },
      });
    });
    const problems = watchPageErrors(page);
    await page.goto(PAGE);
    const block = page.locator('.MuiCode-root').first();
    await block.hover();
    await block.locator('.MuiCode-copy').click();
    await page.keyboard.press('Control+c');
    await page.waitForTimeout(300);
    await expect(block.locator('.MuiCode-copy')).toHaveText(/^Copy\b/);
    expect(problems).toEqual([]);
  });

  test("okaidia's tag pink is lightened to meet WCAG AA on its background", async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    const tag = page.locator('[data-demo-code] .token.tag').first();
    await expect(tag).toHaveCSS('color', 'rgb(252, 92, 140)');
  });
});
