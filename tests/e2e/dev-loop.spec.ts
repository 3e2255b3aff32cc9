// `npm run dev` keeps the open page in step with content/: this starts the dev server (scripts/dev.ts) on its
// own port, writes a new page as a contributor would (a line in a navigation tree, a folder with index.md,
// then demos), and checks that the open browser shows each change without a restart, that a content error
// shows its file, line and column, and that the search dialog works from the index built from content/.
// It is its own Playwright project, listed first so that it starts at once on one worker while the other
// worker runs the site's tests (it touches content/ and src/ only under experiments/docs/dev-loop-scratch,
// which no other test reads, and they test the export in out/).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writeDemoRoutes } from '../../src/docsPage/build/writeDemoRoutes';
import { HYDRATED_ATTRIBUTE } from '../../src/site/hydratedMark';

const ROOT = path.join(__dirname, '../..');
const PORT = Number(process.env.E2E_DEV_PORT ?? 4177);
const ORIGIN = `http://localhost:${PORT}`;
const PATHNAME = '/experiments/docs/dev-loop-scratch';
const PAGE_DIR = path.join(ROOT, 'content', ...PATHNAME.split('/').filter(Boolean));
const TREE_FILE = path.join(ROOT, 'src/navigation/trees/experimentsDocs.ts');
const TREE_ANCHOR = "      { pathname: '/experiments/docs/markdown' },\n";
const TREE_LINE = `      { pathname: '${PATHNAME}', title: 'Dev loop scratch' }, // added by tests/e2e/dev-loop.spec.ts\n`;
const SEARCH_INDEX = path.join(ROOT, 'public/static/search/en/titles.json');

let server: ChildProcess | null = null;
let serverLog = '';

/**
 * Puts the tree, the content and the generated routes back as they were, also after an earlier run that was
 * interrupted.
 */
function cleanUp(): void {
  const tree = fs.readFileSync(TREE_FILE, 'utf8');
  if (tree.includes(TREE_LINE)) fs.writeFileSync(TREE_FILE, tree.replace(TREE_LINE, ''));
  fs.rmSync(PAGE_DIR, { recursive: true, force: true });
  writeDemoRoutes(ROOT);
}

/** A dev server compiles a page on first request: give it time to hydrate before using its controls. */
async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(`${ORIGIN}${pathname}`, { timeout: 90_000 });
  await page.waitForSelector(`html[${HYDRATED_ATTRIBUTE}]`, { timeout: 90_000 });
}

function write(relativePath: string, text: string): void {
  const file = path.join(PAGE_DIR, relativePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

const FRONT_MATTER = '---\ntitle: Dev loop scratch\ndescription: A page the dev-loop test writes while the dev server runs.\n---\n\n# Dev loop scratch\n\nA page written while the dev server runs.\n';

const demo = (name: string, text: string) =>
  `import * as React from 'react';\nimport Button from '@mui/material/Button';\n\nexport default function ${name}() {\n  return <Button variant="outlined">${text}</Button>;\n}\n`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  cleanUp();
  fs.rmSync(SEARCH_INDEX, { force: true });
  server = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/dev.ts', '--port', String(PORT)], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, NODE_ENV: 'development' },
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  await expect.poll(async () => (await fetch(`${ORIGIN}/experiments/docs/headers/`).catch(() => null))?.status ?? 0, { timeout: 150_000, intervals: [1000] }).toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  cleanUp();
});

test('a new page, its edits, new and renamed demos and a styling variant show in the open page', async ({ page }) => {
  // A new page: its line in the navigation tree, then its folder.
  fs.writeFileSync(TREE_FILE, fs.readFileSync(TREE_FILE, 'utf8').replace(TREE_ANCHOR, TREE_ANCHOR + TREE_LINE));
  await expect.poll(async () => (await fetch(`${ORIGIN}${PATHNAME}/`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [1000] }).toBe(200);
  await open(page, `${PATHNAME}/`);
  await expect(page.locator('h1')).toHaveText('Dev loop scratch');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const notReloaded = () => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

  write('index.md', `${FRONT_MATTER}\n## First section\n\nThe first text.\n`);
  await expect(page.getByRole('heading', { name: 'First section' })).toBeVisible({ timeout: 60_000 });
  expect(await notReloaded()).toBe(true);

  // An edit of index.md: the page fetches its props again, without a reload.
  write('index.md', `${FRONT_MATTER}\n## First section\n\nThe edited text.\n`);
  await expect(page.getByText('The edited text.')).toBeVisible({ timeout: 60_000 });
  expect(await notReloaded()).toBe(true);

  // A first demo: the page gets a route of its own.
  write('demos/ScratchButton.tsx', demo('ScratchButton', 'Scratch demo'));
  write('index.md', `${FRONT_MATTER}\n## First section\n\nThe edited text.\n\n{{"demo": "ScratchButton.tsx"}}\n`);
  await expect(page.locator('[data-demo="ScratchButton"]').getByRole('button', { name: 'Scratch demo' })).toBeVisible({ timeout: 90_000 });

  // A renamed demo.
  fs.renameSync(path.join(PAGE_DIR, 'demos/ScratchButton.tsx'), path.join(PAGE_DIR, 'demos/RenamedButton.tsx'));
  write('demos/RenamedButton.tsx', demo('RenamedButton', 'Renamed demo'));
  write('index.md', `${FRONT_MATTER}\n## First section\n\nThe edited text.\n\n{{"demo": "RenamedButton.tsx"}}\n`);
  await expect(page.locator('[data-demo="RenamedButton"]').getByRole('button', { name: 'Renamed demo' })).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('[data-demo="ScratchButton"]')).toHaveCount(0);

  // A demo with styling variants (a folder with one file per styling).
  write('demos/StyledScratch/system.tsx', demo('StyledScratch', 'System styling'));
  write('demos/StyledScratch/css.tsx', demo('StyledScratch', 'CSS styling'));
  write('index.md', `${FRONT_MATTER}\n## First section\n\nThe edited text.\n\n{{"demo": "RenamedButton.tsx"}}\n\n{{"demo": "StyledScratch"}}\n`);
  await expect(page.locator('[data-demo="StyledScratch"]')).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('#css-StyledScratch\\.tsx')).toHaveCount(1);
});

test('a content error names its file, line and column in the browser, and fixing it brings the page back', async ({ page }) => {
  await open(page, `${PATHNAME}/`);
  await expect(page.getByText('The edited text.')).toBeVisible({ timeout: 60_000 });
  write('index.md', `${FRONT_MATTER}\n## First section\n\nSee [a missing page](/experiments/docs/no-such-page/).\n`);
  await expect(page.getByText('content/experiments/docs/dev-loop-scratch/index.md:12:5: The link "/experiments/docs/no-such-page/" leads to no page of the site.').first()).toBeVisible({ timeout: 60_000 });
  write('index.md', `${FRONT_MATTER}\n## First section\n\nThe text is fixed.\n`);
  await expect(page.getByText('The text is fixed.')).toBeVisible({ timeout: 60_000 });
});

test('the search dialog finds pages from the index the dev server built from content/', async ({ page }) => {
  // The dev server builds the index of every page in both languages in the background: 90 s into this
  // group on a quiet machine, more than the 120 s once allowed here while the site's tests load both
  // cores (it failed twice in one full run, 2026-11-27).
  test.setTimeout(330_000);
  await expect.poll(() => fs.existsSync(SEARCH_INDEX), { timeout: 270_000, intervals: [2000] }).toBe(true);
  await open(page, '/experiments/docs/headers/');
  await page.keyboard.press('Control+k');
  const dialog = page.getByTestId('search-dialog');
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await page.keyboard.type('autocomplete');
  await expect(dialog.getByRole('option').first()).toContainText('Autocomplete', { timeout: 30_000 });
  // Nothing found: in development the dialog says where its index comes from.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('zzqxv qqzzy');
  await expect(dialog.getByTestId('search-dev-note')).toContainText('built from content/');
});

// eslint-disable-next-line no-empty-pattern -- Playwright's hooks take their fixtures destructured
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('dev-server.log', { body: serverLog.slice(-20_000) });
});
