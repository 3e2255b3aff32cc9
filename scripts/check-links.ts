// Checks every internal link of the export in out/ (or the folder given): each href, src, srcset and
// stylesheet url() must resolve as `npm run serve` resolves it, and each #hash must name an element. A page
// part whose server render failed (React's `<!--$!-->`, missing from the export) fails the check too.
import path from 'node:path';
import { readCommandLine } from '../src/cli/build/parseCommandLine';
import { checkExportedLinks } from '../src/siteChecks/build/checkExportedLinks';
import { parseSiteSettings } from '../src/site/settings';

const { positionals } = readCommandLine({
  command: 'npm run check:links --',
  summary: 'Checks every internal link, asset and #hash of an export as `npm run serve` resolves them; exits 1 when one is broken or a page part failed to render on the server.',
  options: {},
  positionals: { form: '[EXPORT_DIR]', description: 'the exported site to check (default out)', max: 1 },
});
const outDir = path.resolve(positionals[0] ?? 'out');
// The origin the export was built for: its canonical links and sitemap use it.
const siteOrigin = new URL(parseSiteSettings(process.env).siteUrl).origin;
const started = Date.now();
const report = checkExportedLinks(outDir, siteOrigin);
const seconds = ((Date.now() - started) / 1000).toFixed(1);

const shown = report.problems.slice(0, 100);
for (const { source, url, problem } of shown) console.error(`  ${source}: ${url} — ${problem}`);
if (report.problems.length > shown.length) console.error(`  … and ${report.problems.length - shown.length} more`);
console.log(
  `links: ${report.pages} pages and ${report.otherFiles} other files checked, ${report.links} internal links ` +
    `(${report.uniqueTargets} distinct targets, ${report.hashLinks} with a #hash), ${report.externalSkipped} external URLs not followed, ` +
    `${report.problems.length} broken (${seconds} s)`,
);
if (report.problems.length > 0) process.exit(1);
