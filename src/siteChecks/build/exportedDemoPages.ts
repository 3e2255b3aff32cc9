import fs from 'node:fs';
import { entriesUnder } from '../../fileTree/build/fileTree';

/** Top folders of an export that hold no English page: the Chinese pages and the static assets. */
const NOT_ENGLISH_PAGES = new Set(['zh', '_next', 'static']);

/**
 * Pathnames (with trailing slash, sorted) of the exported English pages whose HTML holds a demo: each
 * `<folder>/index.html` under `outDir` (not the home page) with a `data-demo="` attribute. None when
 * `outDir` does not exist.
 */
export function exportedPagesWithDemos(outDir: string): string[] {
  if (!fs.existsSync(outDir)) return [];
  const found: string[] = [];
  for (const { path: file, segments, dirent } of entriesUnder(outDir)) {
    const folders = segments.slice(0, -1);
    if (dirent.name !== 'index.html' || dirent.isDirectory() || folders.length === 0 || NOT_ENGLISH_PAGES.has(folders[0]!)) continue;
    if (fs.readFileSync(file, 'utf8').includes('data-demo="')) found.push(`/${folders.join('/')}/`);
  }
  return found.sort();
}
