import fs from 'node:fs';
import path from 'node:path';
import { exportFileOf } from './exportFile';
import { htmlFilesUnder } from './htmlFiles';
import { LOADER_SOURCE, deferredScripts, loadScriptsAfterFirstPaint, loaderPublicPath, scriptsLoadedAfterPaint } from './paintFirstScripts';
import { scriptsInMostLists, sharedScriptBundle, withSharedBundle, type SharedScriptBundle } from './sharedScriptBundle';

/**
 * Writes the bundle of the chunks (nearly) every page lists (sharedScriptBundle.ts), or nothing when there is
 * none to make (pages already rewritten by an earlier run list the bundle, not its chunks).
 */
function writeSharedBundle(outDir: string, pages: readonly string[]): SharedScriptBundle | null {
  const lists = pages.map((file) => deferredScripts(fs.readFileSync(file, 'utf8'))).filter((list) => list.length > 0);
  // A page that lists no script (a redirect) has nothing to share.
  const chunks = scriptsInMostLists(lists).flatMap((publicPath) => {
    const file = exportFileOf(outDir, publicPath);
    return file && fs.existsSync(file) ? [{ publicPath, source: fs.readFileSync(file, 'utf8') }] : [];
  });
  const bundle = sharedScriptBundle(chunks);
  if (!bundle) return null;
  const file = exportFileOf(outDir, bundle.publicPath)!;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, bundle.content);
  return bundle;
}

/**
 * Rewrites every exported page to run its scripts after the first paint (see paintFirstScripts.ts),
 * from one bundle of the chunks every page shares and the page's own chunks. `alsoRewrite` changes each
 * page's HTML first, in the same read and write of the file (the pages are hundreds of megabytes: each
 * extra pass over them cost seconds of the build; listing their scripts first costs about one). Returns
 * the scripts pages load to boot, each once.
 */
export function writePaintFirstScripts(
  outDir: string,
  alsoRewrite: (html: string) => string = (html) => html,
): { pages: number; rewritten: number; bootScripts: Set<string>; bundle: SharedScriptBundle | null } {
  const loader = exportFileOf(outDir, loaderPublicPath())!;
  fs.mkdirSync(path.dirname(loader), { recursive: true });
  fs.writeFileSync(loader, LOADER_SOURCE);
  const pages = htmlFilesUnder(outDir);
  const bundle = writeSharedBundle(outDir, pages);
  let rewritten = 0;
  const bootScripts = new Set<string>();
  for (const file of pages) {
    const original = fs.readFileSync(file, 'utf8');
    const { html } = loadScriptsAfterFirstPaint(alsoRewrite(original), (scripts) => (bundle ? withSharedBundle(scripts, bundle) : scripts));
    // The loader lists the page's scripts, whether this run or an earlier one rewrote it.
    for (const script of scriptsLoadedAfterPaint(html)) bootScripts.add(script);
    if (html !== original) {
      fs.writeFileSync(file, html);
      rewritten += 1;
    }
  }
  return { pages: pages.length, rewritten, bootScripts, bundle };
}
