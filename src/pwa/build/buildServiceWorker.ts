import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { scriptsLoadedAfterPaint } from '../../hosting/build/paintFirstScripts';

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
    const referenced = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].flatMap((match) => (match[1] ? [match[1]] : []));
    for (const url of [...referenced, ...scriptsLoadedAfterPaint(html)]) {
      if (fs.existsSync(path.join(outDir, url))) entries.set(url, null);
    }
  }
  // Pages no longer reference the router's manifests (they load on demand), yet navigating offline needs them.
  const staticDir = path.join(outDir, '_next', 'static');
  for (const entry of fs.existsSync(staticDir) ? fs.readdirSync(staticDir) : []) {
    for (const manifest of ['_buildManifest.js', '_ssgManifest.js']) {
      if (fs.existsSync(path.join(staticDir, entry, manifest))) entries.set(`/_next/static/${entry}/${manifest}`, null);
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
