import crypto from 'node:crypto';

/**
 * Turbopack writes into each exported page an inline script that queues the page's chunk list for
 * its runtime: `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({...})`. It differs
 * per route (about two hundred variants), so allowing each by hash would make a Content-Security-Policy
 * of some 11 kB, beyond what static hosts accept in one header. Moved into a content-named file and
 * loaded as the first deferred script of the page, it runs at the same point: before the deferred
 * chunk scripts that follow it, in document order, and the policy needs no hash for it.
 */

const BOOT_SCRIPT = /<script>(\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\([^<]*)<\/script>/g;

/** Where the moved scripts live: hashed names under the immutable static folder. */
export const BOOT_SCRIPT_DIR = '/_next/static/chunks';

export interface BootScriptFile {
  /** Public path, e.g. `/_next/static/chunks/boot-0123456789abcdef.js`. */
  publicPath: string;
  content: string;
}

export function bootScriptFile(content: string): BootScriptFile {
  const name = crypto.createHash('sha256').update(content, 'utf8').digest('hex').slice(0, 16);
  return { publicPath: `${BOOT_SCRIPT_DIR}/boot-${name}.js`, content };
}

/** The page with its Turbopack boot scripts loaded from files, and those files. */
export function externalizeBootScripts(html: string): { html: string; files: BootScriptFile[] } {
  const files: BootScriptFile[] = [];
  const rewritten = html.replace(BOOT_SCRIPT, (_match, content: string) => {
    const file = bootScriptFile(content);
    files.push(file);
    return `<script src="${file.publicPath}" defer=""></script>`;
  });
  return { html: rewritten, files };
}
