// Runs after `next build`: the steps that finish the export, as two chains side by side.
// - scripts/build-headers.ts rewrites the pages' HTML (boot scripts, headers, paint-first scripts), and
//   scripts/build-sw.ts then precaches the shell pages as rewritten: one after the other.
// - scripts/build-site-files.ts reads the pages' props from the export's data files, not their HTML, and
//   writes files the other chain never reads (sitemap, llms.txt, Markdown twins, search index).
// One after the other, the three took 14.5 s of a build on two cores; side by side, the longer chain.
// Then, once neither chain reads the export's folders any more, the pages of the library folders
// (`/material-ui/` → its overview). Before all of them, the pages of the routes shared by the languages
// move to where they are served (src/routing/languageRoutes.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { findDemoPages } from '../src/docsPage/build/demoPages';
import { moveLanguageRoutePages } from '../src/routing/build/moveLanguageRoutePages';
import { sectionRootPages, writeSectionRootPages } from '../src/routing/build/sectionRootPages';
import { PRODUCTS } from '../src/site/products';
import { parseSiteSettings } from '../src/site/settings';
import { siteUrlWarning } from '../src/site/siteUrlWarning';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? 'out');

function run(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', script)], {
      cwd: root,
      stdio: 'inherit',
      env: process.env,
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${script} ended with ${signal ?? `exit code ${code}`}`))));
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const { siteUrl } = parseSiteSettings(process.env);
  // Pages the export left out (EXPORT_SUBSET) have nothing to move.
  const moved = moveLanguageRoutePages(outDir, findDemoPages(path.join(root, 'content')).map((page) => page.pathname));
  console.log(`language routes: ${moved} pages moved to their language's folder (${Date.now() - started} ms)`);
  await Promise.all([run('build-headers.ts').then(() => run('build-sw.ts')), run('build-site-files.ts')]);
  const roots = writeSectionRootPages(outDir, sectionRootPages(PRODUCTS, siteUrl));
  console.log(`site files: ${roots.length} library folders lead to their overview (${roots.map((entry) => entry.urlPath).join(' ')})`);
  console.log(`post-build: headers, service worker and site files written (${Date.now() - started} ms)`);
  // Once per build, last, so it is the line a reader sees when the build ends.
  const warning = siteUrlWarning(siteUrl);
  if (warning) console.warn(warning);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
