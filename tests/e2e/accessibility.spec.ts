// axe-core over every page of the exported sitemap, in both languages, plus the 404 page: no serious
// or critical violation. The shell's navigation drawer is the same on every page of a library, so each
// page is checked without it and the drawer of every library is checked on its own, in both colour
// modes; a sample of pages of every kind is checked in dark mode too, and the shell's overlays open.
// Props playgrounds are checked alive, on their own, half in each colour mode.
//
// Speed: a part loads its first page (and every 40th) from the server and reaches the others the way a
// reader's click does, through the client-side router. The document, with axe in it, stays: a fresh
// load costs twice as much, most of it compiling and warming up axe again. What each page renders is
// the same either way; the export's HTML as loaded is checked by the fresh loads and by the
// console-clean and hydration checks. After a navigation the body's later blocks render in a transition:
// the check waits for the whole body (`data-complete` on .page-body), or it would see only the first few.
// Two rules that follow from the site's own styles (support/axe.ts SAMPLED_RULES: links told apart from
// their paragraph, inline spacing) and cost two fifths of a run check every fourth page of each part, and
// every page of the drawer, dark-mode and overlay checks. Colour contrast, most of axe's time, checks every
// English page with a body of its own and every fourth page whose styles another page shows (see
// CONTRAST_SAMPLE_EVERY); all other rules check every page.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './support/test';
import { pageKindOf, readSitemapPathnames, samplePages } from '../../src/siteChecks/build/sitemapPages';
import { PRODUCTS } from '../../src/site/products';
import { axeViolations, SAMPLED_RULES } from './support/axe';
import { reportCount } from './support/counts';

const OUT = path.join(__dirname, '../../out');
const PAGES = [...readSitemapPathnames(OUT), '/does-not-exist/', '/zh/does-not-exist/'];
/** Enough tests for the two workers to share the pages evenly and a failure to name few pages. */
const SHARDS = 24;
const DRAWER = '#nav-drawer-permanent';
/**
 * A props playground comes alive when it nears the viewport, which after a client-side navigation may be
 * before or after axe runs: the page checks leave playgrounds out, and the playground checks below check
 * each one alive, on its own.
 */
const PLAYGROUND = '[data-playground]';
const LIVE_PLAYGROUNDS = { selector: PLAYGROUND, attribute: 'data-playground-state' };

const FRESH_LOAD_EVERY = 40;
/** Each part runs SAMPLED_RULES on its pages at these positions (a different page of each kind per part). */
const SAMPLED_RULES_EVERY = 4;

/**
 * Chinese pages whose body is the English page's: those without a translation (marked `lang="en"`, shown in
 * the Chinese shell) and the generated API pages, built from the same API data as their English twins with
 * only the template's headings and labels in Chinese. The English twin's check covers that body; in Chinese
 * it is checked on every tenth of them (the Chinese template and the English body inside the Chinese
 * document), not again on each.
 */
const ENGLISH_BODY_SAMPLE_EVERY = 10;
/**
 * The Chinese shell (app bar, breadcrumbs, table of contents, footer) is the same component on every page;
 * on the pages above it is checked on every third, as well as on every Chinese page with a body of its own.
 */
const ENGLISH_BODY_SHELL_SAMPLE_EVERY = 3;
/**
 * A translated page's demos are the English page's: the same modules, rendering the same components with the
 * same text. Their previews are checked on the English page; the translated page's own text, headings and
 * demo toolbars are checked in full.
 */
const DEMO_PREVIEW = '.demo-preview';
/**
 * Colour contrast is three quarters of axe's time on a page (four fifths on an API page), and its outcome
 * follows from colours, sizes and backgrounds, not from the words. It runs on every English page with a
 * body of its own. Two groups repeat styles another page shows: the generated API pages (one template
 * for 278 pages of props tables) and the Chinese pages (their English twin's components and styles with
 * other text). On those it runs on every fourth such page of each part (the parts hold pages in sitemap
 * order, so every kind is reached); the dark-mode sample and the drawer and overlay checks run it always.
 */
const CONTRAST_SAMPLE_EVERY = 4;
const isGeneratedApiPage = (pathname: string) => /\/api\/|\/(components|hooks)-api\/$/.test(pathname);
const repeatsStylesOfAnotherPage = (pathname: string) => pathname.startsWith('/zh/') || isGeneratedApiPage(pathname);
const untranslated = new Set(
  PAGES.filter((pathname) => {
    const file = path.join(OUT, ...pathname.split('/').filter(Boolean), 'index.html');
    return pathname.startsWith('/zh/') && fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('data-untranslated="true"');
  }),
);
const bodyOfEnglishTwin = new Set([...untranslated, ...PAGES.filter((pathname) => pathname.startsWith('/zh/') && isGeneratedApiPage(pathname))]);

async function open(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(pathname, { waitUntil: 'load' });
  expect(response?.status(), pathname).toBe(pathname.includes('does-not-exist') ? 404 : 200);
  await expect(page.locator('#settings-button')).toBeVisible();
}

/** Each part holds pages of one language, so the document's language never changes under the router. */
function parts(pathnames: readonly string[], count: number): string[][] {
  const byLanguage = [pathnames.filter((pathname) => !pathname.startsWith('/zh/')), pathnames.filter((pathname) => pathname.startsWith('/zh/'))];
  return byLanguage.flatMap((group) => {
    const share = Math.round((count * group.length) / pathnames.length);
    return Array.from({ length: share }, (_, index) => group.filter((_, position) => position % share === index));
  });
}

test('the sitemap lists the pages in both languages', () => {
  expect(PAGES.length).toBeGreaterThan(1200);
  // The untranslated and the generated API pages are found (their English twins are checked in full).
  expect(untranslated.size).toBeGreaterThan(50);
  expect(bodyOfEnglishTwin.size - untranslated.size).toBeGreaterThan(200);
  for (const pathname of bodyOfEnglishTwin) expect(PAGES).toContain(pathname.replace(/^\/zh/, ''));
  expect(PAGES.filter((pathname) => pathname.startsWith('/zh/')).length).toBeGreaterThan(590);
});

for (const [index, pages] of parts(PAGES, SHARDS).entries()) {
  test(`axe: sitemap pages, part ${index + 1} of ${SHARDS} (${pages[0]}…)`, async ({ page }) => {
    test.setTimeout(pages.length * 4_000 + 30_000);
    const violations: string[] = [];
    let englishBodiesSeen = 0;
    let checked = 0;
    let sampledChecks = 0;
    let repeatedStyles = 0;
    let contrastChecks = 0;
    for (const [position, pathname] of pages.entries()) {
      const fresh = position % FRESH_LOAD_EVERY === 0 || pathname.includes('does-not-exist');
      if (fresh) await open(page, pathname);
      const seen = bodyOfEnglishTwin.has(pathname) ? englishBodiesSeen++ : -1;
      const bodyCheckedInEnglish = seen >= 0 && seen % ENGLISH_BODY_SAMPLE_EVERY !== 0;
      if (bodyCheckedInEnglish && !fresh && seen % ENGLISH_BODY_SHELL_SAMPLE_EVERY !== 0) continue;
      const exclude = bodyCheckedInEnglish ? [DRAWER, '.page-body'] : [DRAWER, PLAYGROUND, ...(pathname.startsWith('/zh/') ? [DEMO_PREVIEW] : [])];
      const sampledRules = checked % SAMPLED_RULES_EVERY === 0;
      const contrast = !repeatsStylesOfAnotherPage(pathname) || repeatedStyles++ % CONTRAST_SAMPLE_EVERY === 0;
      violations.push(...(await axeViolations(page, { exclude, navigateTo: fresh ? undefined : pathname, sampledRules, contrast })));
      if (sampledRules) sampledChecks += 1;
      if (contrast) contrastChecks += 1;
      checked += 1;
    }
    reportCount('pages checked', checked);
    reportCount(`pages checked with ${SAMPLED_RULES.join(' and ')}`, sampledChecks);
    reportCount('pages checked with color-contrast', contrastChecks);
    reportCount('serious or critical violations', violations.length);
    expect(violations, violations.join('\n')).toEqual([]);
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`axe: the navigation drawer of each library in both languages, ${mode} mode`, async ({ page }) => {
    // Ten page loads and ten axe runs over a drawer of a hundred links or more.
    test.setTimeout(90_000);
    await page.addInitScript((stored) => localStorage.setItem('mui-mode', stored), mode);
    const violations: string[] = [];
    for (const product of PRODUCTS) {
      for (const prefix of ['', '/zh']) {
        await open(page, `${prefix}${product.landingPathname}/`);
        await expect(page.locator('body')).toHaveClass(`mode-${mode}`);
        violations.push(...(await axeViolations(page, { include: DRAWER })));
      }
    }
    reportCount('drawers checked', PRODUCTS.length * 2);
    reportCount('serious or critical violations', violations.length);
    expect(violations, violations.join('\n')).toEqual([]);
  });
}

test('axe: a sample of every page kind in dark mode', async ({ page }) => {
  const sample = samplePages(PAGES, 2);
  test.setTimeout(sample.length * 3_000 + 30_000);
  await page.addInitScript(() => localStorage.setItem('mui-mode', 'dark'));
  const violations: string[] = [];
  // Like the sitemap parts: a fresh load for the first page of each language and for the 404 pages, the
  // client-side router for the others (the stored mode applies on both ways in).
  let language = '';
  for (const pathname of sample) {
    const pageLanguage = pathname.startsWith('/zh/') ? 'zh' : 'en';
    const fresh = pageLanguage !== language || pathname.includes('does-not-exist');
    language = pageLanguage;
    if (fresh) await open(page, pathname);
    else await expect(page.locator('#settings-button')).toBeVisible();
    const found = await axeViolations(page, { exclude: [DRAWER, PLAYGROUND], navigateTo: fresh ? undefined : pathname });
    await expect(page.locator('body')).toHaveClass('mode-dark');
    violations.push(...found);
  }
  expect(new Set(sample.map(pageKindOf)).size).toBeGreaterThanOrEqual(10);
  reportCount('dark-mode pages checked', sample.length);
  reportCount('serious or critical violations', violations.length);
  expect(violations, violations.join('\n')).toEqual([]);
});

/**
 * The English pages whose exported HTML holds a props playground. A Chinese page's playground is its English
 * twin's: the same component and preview, controls named by the same prop names.
 */
const PLAYGROUND_PAGES = PAGES.filter((pathname) => {
  const file = path.join(OUT, ...pathname.split('/').filter(Boolean), 'index.html');
  return !pathname.startsWith('/zh/') && fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes('data-playground="');
});

// Each playground is checked alive once, in the colour mode its position gives (every other page in dark
// mode): a page reached by the client-side router keeps the mode of the first, and a check of both modes on
// every page cost two and a half minutes of the run. Neighbours in the sitemap are pages of one library, so
// each library's playgrounds are checked in both modes.
for (const [part, mode] of (['light', 'dark'] as const).entries()) {
  const pages = PLAYGROUND_PAGES.filter((_, index) => index % 2 === part);
  test(`axe: props playgrounds alive, every other page, ${mode} mode`, async ({ page }) => {
    // The playground alone is checked, the rest of the page hidden while axe runs (support/axe.ts `isolate`).
    test.setTimeout(pages.length * 3_000 + 30_000);
    await page.addInitScript((stored) => localStorage.setItem('mui-mode', stored), mode);
    const violations: string[] = [];
    for (const [position, pathname] of pages.entries()) {
      if (position === 0) {
        await open(page, pathname);
        await page.waitForFunction(() => Boolean((window as unknown as { next?: { router?: unknown } }).next?.router));
        // A reader at the page: a server-rendered playground comes alive once the reader acts (readerPresence.ts).
        await page.mouse.move(5, 5);
      }
      const navigateTo = position === 0 ? undefined : pathname;
      violations.push(...(await axeViolations(page, { include: PLAYGROUND, isolate: true, navigateTo, awaitLive: LIVE_PLAYGROUNDS })));
      await expect(page.locator('body')).toHaveClass(`mode-${mode}`);
    }
    reportCount(`${mode}-mode playground pages checked`, pages.length);
    reportCount('serious or critical violations', violations.length);
    expect(violations, violations.join('\n')).toEqual([]);
  });
}

test('the playground checks find the pages with a playground', () => {
  // Every library's component pages have one (Material UI, Joy UI, Base UI, and MUI System's layout pages).
  expect(PLAYGROUND_PAGES.length).toBeGreaterThan(100);
  for (const prefix of ['/material-ui/', '/joy-ui/', '/base-ui/', '/system/']) {
    expect(PLAYGROUND_PAGES.some((pathname) => pathname.startsWith(prefix)), prefix).toBe(true);
  }
});

/** Clicks until the overlay shows: a click that lands before hydration opens nothing. */
async function openOverlay(page: Page, button: string, shown: Locator): Promise<void> {
  await expect(async () => {
    if (!(await shown.isVisible())) await page.locator(button).click();
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('axe: the shell with its overlays open (settings, language and product menus, narrow drawer)', async ({ page }) => {
  // Two colour modes, ten overlay states, each opened and checked.
  test.setTimeout(90_000);
  const violations: string[] = [];
  for (const mode of ['light', 'dark']) {
    await page.setViewportSize({ width: 1400, height: 900 });
    await open(page, '/material-ui/react-button/');
    await page.evaluate((stored) => localStorage.setItem('mui-mode', stored), mode);
    await page.reload();
    await openOverlay(page, '#settings-button', page.getByRole('dialog').locator('[data-ga-event-action="dark"]'));
    violations.push(...(await axeViolations(page, { include: '[role="dialog"]' })));
    await page.keyboard.press('Escape');
    for (const button of ['#language-menu-button', '#product-switcher-button', '#version-menu-button']) {
      await openOverlay(page, button, page.getByRole('menu'));
      violations.push(...(await axeViolations(page, { include: '[role="menu"]' })));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }
    await page.setViewportSize({ width: 390, height: 800 });
    await openOverlay(page, '#nav-drawer-button', page.locator('#nav-drawer-mobile'));
    violations.push(...(await axeViolations(page, { include: '#nav-drawer-mobile' })));
    await page.keyboard.press('Escape');
  }
  reportCount('overlay states checked', 10);
  expect(violations, violations.join('\n')).toEqual([]);
});
