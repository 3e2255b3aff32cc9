import fs from 'node:fs';
import path from 'node:path';
import { externalizeBootScripts } from './bootScripts';
import { formatHeadersFile } from './headersFile';
import { exportFileOf } from './exportFile';
import { htmlFilesUnder } from './htmlFiles';
import { executableInlineScripts, scriptHashSource } from './inlineScripts';
import { securityHeaderRules } from './securityHeaders';
import { HEADERS_FILE_NAME } from './staticServer';


export interface HeadersSummary {
  pages: number;
  inlineScripts: number;
  hashes: number;
  /** Turbopack boot scripts moved out of the HTML into files (see bootScripts.ts). */
  bootScriptsMoved: number;
  liveEditing: boolean;
}

/**
 * Writes `_headers` at the root of an export. First moves Turbopack's per-route boot scripts into
 * files, then hashes every inline script the HTML still executes, so the Content-Security-Policy
 * allows exactly those; it asks for 'unsafe-eval' only when a page has a live-editable demo.
 */
export function writeSecurityHeaders(outDir: string, gaMeasurementId: string | null): HeadersSummary {
  const hashes = new Set<string>();
  let inlineScripts = 0;
  let liveEditing = false;
  let bootScriptsMoved = 0;
  const pages = htmlFilesUnder(outDir);
  for (const file of pages) {
    const original = fs.readFileSync(file, 'utf8');
    const { html, files } = externalizeBootScripts(original);
    for (const boot of files) {
      const target = exportFileOf(outDir, boot.publicPath)!;
      if (!fs.existsSync(target)) fs.writeFileSync(target, boot.content);
      bootScriptsMoved += 1;
    }
    if (html !== original) fs.writeFileSync(file, html);
    for (const script of executableInlineScripts(html)) {
      inlineScripts += 1;
      hashes.add(scriptHashSource(script));
    }
    liveEditing ||= html.includes(' data-live-edit=');
  }
  const rules = securityHeaderRules({ scriptHashes: [...hashes], liveEditing, gaMeasurementId });
  const comments = [
    'Written after the build by scripts/build-headers.ts: do not edit. The script-src hashes are those of',
    'the inline scripts the exported pages execute. docs/hosting.md explains each header and the nginx setup.',
  ];
  fs.writeFileSync(path.join(outDir, HEADERS_FILE_NAME), formatHeadersFile(rules, comments));
  return { pages: pages.length, inlineScripts, hashes: hashes.size, bootScriptsMoved, liveEditing };
}
