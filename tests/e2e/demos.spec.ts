import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { decodeCodeSandboxParameters } from '../../src/blocks/sandbox/codeSandbox';
import { watchPageErrors } from './support/pageErrors';
import { followClientLink } from './support/followClientLink';

const PAGE = '/experiments/docs/demos/';
const DEMOS_DIR = path.join(__dirname, '../../content/experiments/docs/demos/demos');
const counterSource = fs.readFileSync(path.join(DEMOS_DIR, 'CounterButtons.tsx'), 'utf8');

const demo = (page: Page, name: string) => page.locator(`[data-demo="${name}"]`);

test.describe('demos', () => {
  test('render on the server, each with its data-demo name', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE);
    const names = await page.locator('[data-demo]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-demo')));
    expect(names).toEqual(['CounterButtons', 'ToggleLikeButton', 'ChipPreview', 'AlertStack', 'StatusDot', 'FixedAppBar']);
    await expect(demo(page, 'CounterButtons').getByRole('button', { name: 'Add one' })).toBeVisible();
    await expect(demo(page, 'AlertStack').getByRole('alert')).toHaveCount(4);
    await context.close();
  });

  test("a page's JavaScript holds its own demos and no other page's", async ({ page, request }) => {
    const javascriptOf = async (url: string) => {
      const scripts: string[] = [];
      const onRequest = (entry: { resourceType(): string; url(): string }) => {
        if (entry.resourceType() === 'script') scripts.push(entry.url());
      };
      page.on('request', onRequest);
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      // A reader at the page: the demos in view come alive once the reader acts (readerPresence.ts).
      await page.mouse.move(5, 5);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      const bodies = await Promise.all(scripts.map(async (script) => (await request.get(script)).text()));
      return bodies.join('\n');
    };
    const demosPage = await javascriptOf(PAGE);
    const childPage = await javascriptOf('/experiments/docs/first-level-child-1/');
    const guidePage = await javascriptOf('/material-ui/getting-started/installation/');
    expect(demosPage).toContain('All systems running');
    expect(demosPage).not.toContain('Place in the navigation');
    expect(childPage).toContain('Place in the navigation');
    expect(childPage).not.toContain('All systems running');
    expect(guidePage).not.toContain('All systems running');
    expect(guidePage).not.toContain('Place in the navigation');
  });

  test('the toolbar holds its controls in order, one tab stop, arrows move between them', async ({ page }) => {
    await page.goto(PAGE);
    // A reader at the page: the blocks in view come alive (they wait for the reader's first action).
    await page.mouse.move(5, 5);
    await expect(demo(page, 'ToggleLikeButton').locator('xpath=ancestor::*[@data-demo-block]')).toHaveAttribute('data-demo-block', 'live');
    const toolbar = demo(page, 'ToggleLikeButton').getByRole('toolbar');
    const labels = await toolbar.locator('button').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    expect(labels).toEqual([
      'Styling solution: MUI System',
      'Show the full source',
      'Open in CodeSandbox',
      'Open in StackBlitz',
      'Copy the source',
      'Reset focus',
      'Reset the demo',
      'More actions',
    ]);
    await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);
    await toolbar.getByRole('button', { name: 'Styling solution: MUI System' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Show the full source' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(toolbar.getByRole('button', { name: 'More actions' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(toolbar.getByRole('button', { name: 'Styling solution: MUI System' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(toolbar.getByRole('button', { name: 'More actions' })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(toolbar.getByRole('button', { name: 'Styling solution: MUI System' })).toBeFocused();
    await expect(toolbar.locator('[tabindex="0"]')).toHaveCount(1);

    const actions = await demo(page, 'CounterButtons').locator('[data-ga-event-category="demo"]').evaluateAll((nodes) =>
      nodes.map((node) => `${node.getAttribute('data-ga-event-action')}:${node.getAttribute('data-ga-event-label')}`),
    );
    expect(actions).toEqual(['expand', 'codesandbox', 'stackblitz', 'copy', 'reset-focus', 'reset'].map((action) => `${action}:CounterButtons`));
  });

  test('show code, switch JS and TS, and remember the choice in a cookie', async ({ page, context }) => {
    await page.goto(PAGE);
    const counter = demo(page, 'CounterButtons');
    await counter.getByRole('button', { name: 'Show the full source' }).click();
    const code = counter.locator('textarea');
    await expect(code).toHaveValue(counterSource);
    await counter.getByRole('button', { name: 'Show JavaScript source' }).click();
    await expect(code).not.toHaveValue(/interface CounterProps/);
    await expect(code).toHaveValue(/function useCounter\(\{ step \}\) \{/);
    await expect(code).toHaveValue(/\n\nexport default function CounterButtons\(\) \{/);
    await expect(counter.getByRole('button', { name: 'Show JavaScript source' })).toHaveAttribute('data-ga-event-action', 'source-js');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    expect(cookie?.path).toBe('/');
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31536000 - 120);

    await page.reload();
    // A block goes live (in the reader's language) as it nears the viewport.
    await demo(page, 'AlertStack').scrollIntoViewIfNeeded();
    await demo(page, 'AlertStack').locator('textarea').waitFor();
    await expect(demo(page, 'AlertStack').locator('textarea')).not.toHaveValue(/'success' \| 'info'/);
    await expect(demo(page, 'AlertStack').getByRole('button', { name: 'Show JavaScript source' })).toHaveAttribute('aria-pressed', 'true');
    await counter.getByRole('button', { name: 'Hide the full source' }).waitFor({ state: 'detached' }).catch(() => undefined);
  });

  test('a short demo shows its JSX, and the full source on expand', async ({ page }) => {
    await page.goto(PAGE);
    const chips = demo(page, 'ChipPreview');
    const preview = chips.locator('[data-demo-code="ChipPreview"]').first();
    await expect(preview).toContainText('<Stack direction="row" spacing={1}>');
    await expect(preview).not.toContainText('import');
    await chips.getByRole('button', { name: 'Show the full source' }).click();
    await expect(chips.locator('textarea')).toHaveValue(/^import Chip from '@mui\/material\/Chip';/);
    await expect(chips.getByRole('button', { name: 'Hide the full source' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the styling menu switches variants, scoped Tailwind styles apply, and the choice persists', async ({ page, context }) => {
    await page.goto(PAGE);
    const like = demo(page, 'ToggleLikeButton');
    await like.getByRole('button', { name: 'Styling solution: MUI System' }).click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveText(['MUI System', 'Tailwind CSS', 'Plain CSS']);
    await expect(items.nth(1)).toHaveAttribute('data-ga-event-action', 'styling-tailwind');
    await items.nth(1).click();
    const button = like.locator('.demo-preview button', { hasText: 'Like' });
    await expect(button).toHaveClass(/rounded-full/);
    expect(await button.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('9999px');
    await button.click();
    await expect(button).toHaveText('Liked');
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(219, 39, 119)');
    expect((await context.cookies()).find((entry) => entry.name === 'codeStyling')?.value).toBe('Tailwind');
    await page.reload();
    await expect(like.getByRole('button', { name: 'Styling solution: Tailwind CSS' })).toBeVisible();

    await like.getByRole('button', { name: 'Styling solution: Tailwind CSS' }).click();
    await page.getByRole('menuitem', { name: 'Plain CSS' }).click();
    await expect(like.locator('.demo-preview button', { hasText: 'Like' })).toHaveClass(/like/);
    await like.getByRole('button', { name: 'Show the full source' }).click();
    await expect(like.locator('textarea')).toHaveValue(/import styles from '\.\/css\.module\.css';/);
    // Demos with one styling solution are unaffected.
    await expect(demo(page, 'CounterButtons').getByRole('button', { name: /Styling solution/ })).toHaveCount(0);
  });

  test('an anchor opens that demo with the variant and styling it names, over the cookies', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'codeVariant', value: 'TS', url: baseURL },
      { name: 'codeStyling', value: 'Tailwind', url: baseURL },
    ]);
    await page.goto(`${PAGE}#css-ToggleLikeButton.js`);
    const like = demo(page, 'ToggleLikeButton');
    await expect(like.locator('textarea')).toHaveValue(/import styles from '\.\/css\.module\.css';/);
    await expect(like.locator('textarea')).not.toHaveValue(/React\.FC|: boolean/);
    await expect(like.getByRole('button', { name: 'Show JavaScript source' })).toHaveAttribute('aria-pressed', 'true');
    await expect(demo(page, 'CounterButtons').locator('textarea')).toHaveCount(0);
    await expect(page.locator('[id="css-ToggleLikeButton.js"]')).toHaveCount(1);

    await page.goto(`${PAGE}#CounterButtons.tsx`);
    await expect(demo(page, 'CounterButtons').locator('textarea')).toHaveValue(counterSource);
  });

  test('copy the source and copy links to the JS and TS sources', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(PAGE);
    const counter = demo(page, 'CounterButtons');
    await counter.getByRole('button', { name: 'Copy the source' }).click();
    await expect(page.getByText('Source copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(counterSource);

    await counter.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Copy a link to the TypeScript source' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/experiments/docs/demos/#CounterButtons.tsx`);
    await demo(page, 'ToggleLikeButton').getByRole('button', { name: 'More actions' }).click();
    const jsLink = page.getByRole('menuitem', { name: 'Copy a link to the JavaScript source' });
    await expect(jsLink).toHaveAttribute('data-ga-event-action', 'copy-js-source-link');
    await jsLink.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/experiments/docs/demos/#system-ToggleLikeButton.js`);
  });

  test('live editing: the editor loads on the first edit, errors show after a pause, reset restores', async ({ page }) => {
    const problems = watchPageErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(PAGE);
    await page.waitForLoadState('networkidle');
    const loadedBeforeEditing = scripts.length;
    const counter = demo(page, 'CounterButtons');
    await counter.getByRole('button', { name: 'Show the full source' }).click();
    const editor = counter.locator('textarea');
    await editor.fill(counterSource.replace('Add one', 'Add two').replace('step: 1', 'step: 2'));
    await expect(counter.getByRole('button', { name: 'Add two' })).toBeVisible();
    // The edited demo still renders in Material UI's default theme (#1976d2), not the docs' (#0b6bcb).
    await expect(counter.getByRole('button', { name: 'Add two' })).toHaveCSS('background-color', 'rgb(25, 118, 210)');
    expect(scripts.length).toBeGreaterThan(loadedBeforeEditing);
    await counter.getByRole('button', { name: 'Add two' }).click();
    await expect(counter.getByTestId('counter-value')).toHaveText('Count: 2');

    await editor.fill(counterSource.replace('return (', 'return ( <Broken'));
    await expect(counter.locator('[data-demo-error]')).toBeVisible();
    await expect(counter.getByRole('button', { name: 'Add two' })).toBeVisible();

    await counter.getByRole('button', { name: 'Reset the demo' }).click();
    await expect(counter.locator('[data-demo-error]')).toHaveCount(0);
    await expect(editor).toHaveValue(counterSource);
    await expect(counter.getByTestId('counter-value')).toHaveText('Count: 0');
    expect(problems).toEqual([]);
  });

  test('reset focus moves focus to the start of the demo', async ({ page }) => {
    await page.goto(PAGE);
    const counter = demo(page, 'CounterButtons');
    await counter.getByRole('button', { name: 'Reset focus' }).click();
    await expect(counter.getByRole('button', { name: 'Start of the CounterButtons demo' })).toBeFocused();
  });

  test('CodeSandbox and StackBlitz receive a complete project by form', async ({ page, context }) => {
    const posts: Record<string, string> = {};
    await context.route(/^https:\/\/(codesandbox\.io|stackblitz\.com)\//, async (route) => {
      posts[new URL(route.request().url()).host] = route.request().postData() ?? '';
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>stand-in</p>' });
    });
    await page.goto(PAGE);
    const counter = demo(page, 'CounterButtons');
    const sandboxPopup = page.waitForEvent('popup');
    await counter.getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await (await sandboxPopup).waitForLoadState();
    const parameters = new URLSearchParams(posts['codesandbox.io']).get('parameters') ?? '';
    const files = decodeCodeSandboxParameters(parameters).files;
    expect(files['src/Demo.tsx']?.content).toBe(counterSource);
    const manifest = JSON.parse(files['package.json']?.content ?? '{}');
    expect(manifest.dependencies['@mui/material']).toBe('5.15.1');
    expect(manifest.dependencies.react).toBe('18.3.1');
    expect(files['tsconfig.json']).toBeDefined();

    const blitzPopup = page.waitForEvent('popup');
    await counter.getByRole('button', { name: 'Open in StackBlitz' }).click();
    await (await blitzPopup).waitForLoadState();
    const fields = new URLSearchParams(posts['stackblitz.com']);
    // Forms send line breaks as CRLF.
    expect(fields.get('project[files][src/Demo.tsx]')?.replace(/\r\n/g, '\n')).toBe(counterSource);
    expect(fields.get('project[title]')).toBe('CounterButtons demo — MUI');
  });

  test("a live demo renders in its library's default theme, its frame and toolbar in the docs' theme", async ({ page }) => {
    await page.goto(PAGE);
    const counter = demo(page, 'CounterButtons');
    // Pointing at the demo brings it to life: the client renders it, in the demo theme's provider.
    await counter.getByRole('button', { name: 'Add one' }).hover();
    await expect(counter.locator('[data-demo-island="live"]')).toBeAttached();
    await page.mouse.move(0, 0);
    await expect(counter.getByRole('button', { name: 'Add one' })).toHaveCSS('background-color', 'rgb(25, 118, 210)');
    // The frame around it is the docs' interface: the docs theme's 12 px corners, not the demo theme's 4 px.
    await expect(counter.locator('.demo-preview')).toHaveCSS('border-top-left-radius', '12px');
    await expect(counter.getByRole('button', { name: 'Copy the source' })).toHaveCSS('width', '32px');
  });

  test('a demo can render in an iframe, and one can hide its toolbar', async ({ page }) => {
    await page.goto(PAGE);
    // The frame is filled when its block comes alive, near the viewport.
    await demo(page, 'FixedAppBar').scrollIntoViewIfNeeded();
    const frame = page.frameLocator('[data-demo-frame="FixedAppBar"]');
    await expect(frame.getByText('Fixed app bar')).toBeVisible();
    // Inside its frame the demo reads the frame's own default theme, whose variables are in the frame's document.
    await expect(frame.locator('header')).toHaveCSS('background-color', 'rgb(25, 118, 210)');
    const status = demo(page, 'StatusDot');
    await expect(status).toContainText('All systems running');
    await expect(status.getByRole('toolbar')).toHaveCount(0);
    await expect(status.locator('textarea')).toHaveCount(0);
  });

  test("a framed demo's theme, loaded with it, follows the reader's colour mode", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(PAGE);
    await demo(page, 'FixedAppBar').scrollIntoViewIfNeeded();
    const frame = page.frameLocator('[data-demo-frame="FixedAppBar"]');
    await expect(frame.getByText('Fixed app bar')).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    await expect(frame.locator('html')).toHaveAttribute('dir', 'ltr');
    // The dark palette's app bar, not the light one's primary blue.
    await expect(frame.locator('header')).not.toHaveCSS('background-color', 'rgb(25, 118, 210)');
  });

  test('a closed demo ships its source plain and highlights it when opened', async ({ page }) => {
    await page.goto('/material-ui/react-button/');
    const shipped = await page.evaluate(() => {
      const data = JSON.parse(document.getElementById('__NEXT_DATA__')!.textContent!) as {
        props: { pageProps: { page: { body: Array<{ type: string; demo?: { name: string; variants: Array<{ ts: { raw: string; html: string | null } }> } }> } } };
      };
      const block = data.props.pageProps.page.body.find((entry) => entry.demo?.name === 'ButtonColors');
      return block?.demo?.variants[0]?.ts;
    });
    expect(shipped?.raw).toContain('export default function ButtonColors');
    expect(shipped?.html).toBeNull();
    const colors = demo(page, 'ButtonColors');
    await colors.getByRole('button', { name: 'Show the source' }).click();
    await expect(colors.locator('[data-demo-code="ButtonColors"] .token.keyword').first()).toBeVisible();
    // The pressed language reads in the docs theme's primary.dark (#0a4f96): primary.main on its own tint
    // is under 4.5:1 at 12 px. The toolbar is the docs' interface, in the docs' theme on every library's pages.
    await expect(colors.locator('button[aria-pressed="true"]', { hasText: 'TS' })).toHaveCSS('color', 'rgb(10, 79, 150)');
  });
});

test.describe("the demos' theme variables", () => {
  const demoVariable = (page: Page, name: string) =>
    page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);
  /** The global stylesheet the server wrote with the variable, still as the server wrote it (no component took it over). */
  const serverSheetKept = (page: Page, name: string) =>
    page.evaluate(
      (variable) =>
        [...document.querySelectorAll('style[data-emotion^="css-global "]')].some((style) => style.textContent?.includes(`${variable}:`)),
      name,
    );

  for (const [pathname, variable, value] of [
    ['/material-ui/react-button/', '--demo-palette-primary-main', '#1976d2'],
    ['/joy-ui/react-button/', '--joy-palette-primary-500', '#0B6BCB'],
  ] as const) {
    test(`${pathname}: loaded, it keeps the server's; reached from a page without demos, it emits them`, async ({ page }) => {
      const problems = watchPageErrors(page);
      await page.goto(pathname);
      await expect(page.locator('.page-body[data-complete]')).toBeAttached();
      // Hydrated: the client did not rebuild the variables (the server's stylesheet is untouched), and they apply.
      expect(await serverSheetKept(page, variable)).toBe(true);
      expect(await demoVariable(page, variable)).toBe(value);

      await page.goto('/material-ui/api/button/');
      expect(await demoVariable(page, variable)).toBe('');
      await page.evaluate(followClientLink, pathname);
      await expect(page).toHaveURL((url) => url.pathname === pathname);
      await expect(page.locator('[data-demo]').first()).toBeAttached();
      await expect.poll(() => demoVariable(page, variable)).toBe(value);
      expect(problems).toEqual([]);
    });
  }
});
