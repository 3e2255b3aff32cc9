// Runs after `next build`, before the service worker is built (it precaches the shell pages' scripts):
// moves Turbopack's boot scripts into files, writes the security headers into out/_headers, and makes
// each page load its scripts after its first paint (src/hosting/build/paintFirstScripts.ts), and asks the
// browser to compile those scripts as they download (src/hosting/build/compileHints.ts). The same pass marks
// disabled Joy UI and Base UI buttons `disabled` in the server's HTML (src/hosting/build/serverDisabledButtons.ts).
import path from 'node:path';
import { writeCompileHints } from '../src/hosting/build/compileHints';
import { markDisabledButtons } from '../src/hosting/build/serverDisabledButtons';
import { writePaintFirstScripts } from '../src/hosting/build/writePaintFirstScripts';
import { writeSecurityHeaders } from '../src/hosting/build/writeSecurityHeaders';
import { parseSiteSettings } from '../src/site/settings';

const root = path.resolve(__dirname, '..');
const outDir = path.resolve(root, process.env.NEXT_DIST_DIR ?? 'out');
const started = Date.now();
try {
  const summary = writeSecurityHeaders(outDir, parseSiteSettings(process.env).gaMeasurementId);
  console.log(
    `headers: ${summary.bootScriptsMoved} boot scripts moved to files; _headers with ${summary.hashes} script hashes ` +
      `for ${summary.inlineScripts} inline scripts in ${summary.pages} HTML files` +
      `${summary.liveEditing ? ", 'unsafe-eval' for live-editable demos" : ''} (${Date.now() - started} ms)`,
  );
  // After the boot scripts have become files, so they are loaded with the rest. Disabled buttons are
  // marked in the same pass over the pages.
  const disabled = { buttons: 0, pages: 0 };
  const paintFirst = writePaintFirstScripts(outDir, (page) => {
    const { html, marked } = markDisabledButtons(page);
    disabled.buttons += marked;
    if (marked > 0) disabled.pages += 1;
    return html;
  });
  console.log(`scripts: ${paintFirst.rewritten} of ${paintFirst.pages} pages run their scripts after the first paint`);
  console.log(
    paintFirst.bundle
      ? `shared scripts: ${paintFirst.bundle.chunks.length} chunks every page runs are one file, ${paintFirst.bundle.publicPath}`
      : 'shared scripts: no new bundle (no chunk every page runs, or the pages list one already)',
  );
  console.log(`disabled buttons: ${disabled.buttons} marked in ${disabled.pages} pages`);
  // Before the service worker's precache list is written, which hashes these files.
  const hinted = writeCompileHints(outDir, paintFirst.bootScripts);
  console.log(`compile hints: ${hinted} of ${paintFirst.bootScripts.size} boot scripts are compiled as they download`);
} catch (error) {
  console.error(error);
  process.exit(1);
}
