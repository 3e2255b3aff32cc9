import path from 'node:path';

/**
 * The file in the export that serves a public path (`/_next/static/chunks/a.js`), or null for a path
 * that would leave the export's folder (`/../x`).
 */
export function exportFileOf(outDir: string, publicPath: string): string | null {
  const root = path.resolve(outDir);
  const file = path.resolve(root, ...publicPath.split('/').filter(Boolean));
  return file.startsWith(root + path.sep) ? file : null;
}
