import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Pages whose HTML and assets make up the offline shell. */
const SHELL_PAGES = ['index.html', '404.html'];

function revisionOf(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
}

/** The precache list: the shell pages (revisioned) and the hashed files they reference. */
export function shellManifest(outDir: string): Array<{ url: string; revision: string | null }> {
  const entries = new Map<string, string | null>();
  for (const page of SHELL_PAGES) {
    const file = path.join(outDir, page);
    if (!fs.existsSync(file)) continue;
    entries.set(page === 'index.html' ? '/' : `/${page}`, revisionOf(file));
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)) {
      if (match[1] && fs.existsSync(path.join(outDir, match[1]))) entries.set(match[1], null);
    }
  }
  return [...entries.entries()].map(([url, revision]) => ({ url, revision }));
}

/** Bundles src/pwa/sw.ts with Workbox into <outDir>/sw.js, with the shell manifest of this build. */
export async function buildServiceWorker(rootDir: string, outDir: string): Promise<{ file: string; entries: number; bytes: number }> {
  const manifest = shellManifest(outDir);
  const file = path.join(outDir, 'sw.js');
  await build({
    entryPoints: [path.join(rootDir, 'src', 'pwa', 'sw.ts')],
    outfile: file,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2019',
    logLevel: 'silent',
    define: {
      PRECACHE_MANIFEST: JSON.stringify(manifest),
      'process.env.NODE_ENV': '"production"',
    },
  });
  return { file, entries: manifest.length, bytes: fs.statSync(file).size };
}
