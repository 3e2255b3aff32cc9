import fs from 'node:fs';
import { entriesUnder } from '../../fileTree/build/fileTree';

/** Top folders of an export that hold no English page: the Chinese pages and the static assets. */
const NOT_ENGLISH_PAGES = new Set(['zh', '_next', 'static']);

/** An exported page with demos: its pathname (with trailing slash) and how many demos its HTML holds. */
export interface ExportedDemoPage {
  pathname: string;
  demos: number;
  /** Some of its demos come in several stylings (their toolbar has the styling menu). */
  stylings: boolean;
  /** How many of its demos load on demand (grids, DEFERRED_PACKAGES): their box is server-rendered empty. */
  deferred: number;
}

const DEMO_ATTRIBUTE = /\sdata-demo="/g;
/** The styling menu's button, server-rendered in the toolbar of a demo with several stylings. */
const STYLING_MENU = 'aria-label="Styling solution: ';
const DEFERRED_ATTRIBUTE = /\sdata-deferred-demo="/g;

/**
 * The exported English pages whose HTML holds a demo, sorted by pathname: each `<folder>/index.html`
 * under `outDir` (not the home page) with a `data-demo="` attribute. None when `outDir` does not exist.
 */
export function exportedPagesWithDemos(outDir: string): ExportedDemoPage[] {
  if (!fs.existsSync(outDir)) return [];
  const found: ExportedDemoPage[] = [];
  for (const { path: file, segments, dirent } of entriesUnder(outDir)) {
    const folders = segments.slice(0, -1);
    if (dirent.name !== 'index.html' || dirent.isDirectory() || folders.length === 0 || NOT_ENGLISH_PAGES.has(folders[0]!)) continue;
    const html = fs.readFileSync(file, 'utf8');
    const demos = html.match(DEMO_ATTRIBUTE)?.length ?? 0;
    const deferred = html.match(DEFERRED_ATTRIBUTE)?.length ?? 0;
    if (demos > 0) found.push({ pathname: `/${folders.join('/')}/`, demos, stylings: html.includes(STYLING_MENU), deferred });
  }
  return found.sort((a, b) => (a.pathname < b.pathname ? -1 : a.pathname > b.pathname ? 1 : 0));
}
