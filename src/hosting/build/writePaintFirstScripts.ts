import fs from 'node:fs';
import path from 'node:path';
import { htmlFilesUnder } from './htmlFiles';
import { LOADER_SOURCE, loadScriptsAfterFirstPaint, loaderPublicPath, scriptsLoadedAfterPaint } from './paintFirstScripts';

/**
 * Rewrites every exported page to run its scripts after the first paint (see paintFirstScripts.ts).
 * `alsoRewrite` changes each page's HTML first, in the same read and write of the file (the pages are
 * hundreds of megabytes: each extra pass over them cost seconds of the build). Returns the scripts pages
 * load to boot, each once.
 */
export function writePaintFirstScripts(
  outDir: string,
  alsoRewrite: (html: string) => string = (html) => html,
): { pages: number; rewritten: number; bootScripts: Set<string> } {
  const loader = path.join(outDir, ...loaderPublicPath().split('/').filter(Boolean));
  fs.mkdirSync(path.dirname(loader), { recursive: true });
  fs.writeFileSync(loader, LOADER_SOURCE);
  const pages = htmlFilesUnder(outDir);
  let rewritten = 0;
  const bootScripts = new Set<string>();
  for (const file of pages) {
    const original = fs.readFileSync(file, 'utf8');
    const { html } = loadScriptsAfterFirstPaint(alsoRewrite(original));
    // The loader lists the page's scripts, whether this run or an earlier one rewrote it.
    for (const script of scriptsLoadedAfterPaint(html)) bootScripts.add(script);
    if (html !== original) {
      fs.writeFileSync(file, html);
      rewritten += 1;
    }
  }
  return { pages: pages.length, rewritten, bootScripts };
}
