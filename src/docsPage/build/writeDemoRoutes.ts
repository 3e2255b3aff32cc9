import fs from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../fileTree/build/fileTree';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../site/languages';
import { findDemoPage, findDemoPages, type DemoPageEntry } from './demoPages';
import { readImports } from '../../blocks/build/demoSources';
import { importsDeferredPackage } from '../../blocks/demo/deferredDemos';
import { DEMO_ENTRIES_DIR, demoEntryFileOf, GENERATED_ENTRY_MARKER, pageDemosFileOf, renderDemoEntryModule, renderPageDemosModule } from './demoEntryModule';
import { GENERATED_ROUTE_MARKER, renderDemoRouteModule, type RouteLanguage } from './demoRouteModule';
import { LANGUAGE_PARAM } from '../../routing/languageRoutes';
import { PLAYGROUND_ENTRIES_DIR, PLAYGROUND_ENTRY_MARKER, playgroundEntryFileOf, renderPlaygroundEntryModule } from '../../playground/build/playgroundEntries';
import { loadApiDocs } from '../../api-reference/build/apiCache';
import type { ApiDoc } from '../../api-reference/types';
import { exportedPageFilter } from '../../site/build/exportSubset';

let apiDocs: ApiDoc[] | null = null;

/** The API data, for playground entries: read when a page first has a playground (none without the cache). */
function playgroundApiDocs(): ApiDoc[] {
  try {
    apiDocs ??= loadApiDocs();
  } catch {
    return [];
  }
  return apiDocs;
}

/**
 * How the routes of pages with demos are laid out: a route per language, as the dev server needs them, or
 * one route for every language, as the export has them (see routing/languageRoutes).
 */
export type RouteLayout = 'per-language' | 'one-per-page';

/** File name of a page's route for every language (`[[...lang]].tsx`). */
const LANGUAGE_ROUTE_FILE = `[[...${LANGUAGE_PARAM}]].tsx`;

const isRouteFile = (name: string) => name === 'index.tsx' || name === LANGUAGE_ROUTE_FILE;

function routeFileOf(pagesDir: string, pathname: string, language: RouteLanguage): string {
  const segments = pathname.split('/').filter(Boolean);
  if (language === 'every') return path.join(pagesDir, ...segments, LANGUAGE_ROUTE_FILE);
  const prefix = language === DEFAULT_LANGUAGE ? [] : [language];
  return path.join(pagesDir, ...prefix, ...segments, 'index.tsx');
}

function routeLanguagesOf(layout: RouteLayout): RouteLanguage[] {
  return layout === 'one-per-page' ? ['every'] : [...LANGUAGES];
}

/** Generated files under `dir`: those whose name passes `isCandidate` and whose text starts with `marker`. */
function listGenerated(dir: string, isCandidate: (name: string) => boolean, marker: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return filesUnder(dir).filter((file) => isCandidate(path.basename(file)) && fs.readFileSync(file, 'utf8').startsWith(marker));
}

/** Writes `text` unless the file already holds it; true when the file was written. */
function writeIfChanged(file: string, text: string): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.writeFileSync(file, text);
  return true;
}

/** Removes the generated files under `dir` not in `keep`, and the folders that leaves empty; returns how many. */
function removeStale(dir: string, isCandidate: (name: string) => boolean, marker: string, keep: string[], stopAt = dir): number {
  let removed = 0;
  for (const stale of listGenerated(dir, isCandidate, marker)) {
    if (keep.includes(stale)) continue;
    fs.rmSync(stale);
    removeEmptyDirs(path.dirname(stale), stopAt);
    removed += 1;
  }
  return removed;
}

function removeEmptyDirs(dir: string, stopAt: string): void {
  let current = dir;
  while (current.startsWith(stopAt) && current !== stopAt && fs.readdirSync(current).length === 0) {
    fs.rmdirSync(current);
    current = path.dirname(current);
  }
}

/** Writes a page's demo entries and its route in every language; returns the files and whether any changed. */
function writePage(rootDir: string, page: DemoPageEntry, layout: RouteLayout): { routes: string[]; entries: string[]; changed: boolean } {
  const srcDir = path.join(rootDir, 'src');
  const pagesDir = path.join(srcDir, 'pages');
  const routes: string[] = [];
  const entries: string[] = [];
  let changed = false;
  for (const source of page.demos.flatMap((demo) => demo.sources)) {
    const bindings = readImports(fs.readFileSync(source.file, 'utf8'), source.file);
    if (importsDeferredPackage(bindings)) continue;
    const entryFile = demoEntryFileOf(rootDir, source.file);
    changed = writeIfChanged(entryFile, renderDemoEntryModule(entryFile, source.file, bindings, rootDir)) || changed;
    entries.push(entryFile);
  }
  if (entries.length > 0) {
    const bundleFile = pageDemosFileOf(rootDir, page.pathname);
    changed = writeIfChanged(bundleFile, renderPageDemosModule(bundleFile, page.pathname, entries, srcDir)) || changed;
    entries.push(bundleFile);
  }
  let playgroundEntry: string | null = null;
  if (page.playgrounds.length > 0) {
    playgroundEntry = playgroundEntryFileOf(rootDir, page.pathname);
    changed = writeIfChanged(playgroundEntry, renderPlaygroundEntryModule(playgroundEntry, page.pathname, page.playgrounds, playgroundApiDocs(), srcDir)) || changed;
    entries.push(playgroundEntry);
  }
  for (const language of routeLanguagesOf(layout)) {
    const routeFile = routeFileOf(pagesDir, page.pathname, language);
    changed = writeIfChanged(routeFile, renderDemoRouteModule(routeFile, page, language, srcDir, playgroundEntry)) || changed;
    routes.push(routeFile);
  }
  return { routes, entries, changed };
}

/**
 * Writes the routes of every content page with demos (laid out per language or one per page), and an entry
 * for each demo the routes run on demand (shared by the languages); removes the routes and entries nothing
 * needs any more, the other layout's routes among them.
 * Files are rewritten only when their text changes. Returns the routes. With `EXPORT_SUBSET` set, only
 * the pages of the subset get routes (the others' are removed, and the next full generate writes them).
 */
export function writeDemoRoutes(rootDir: string, layout: RouteLayout = 'per-language'): string[] {
  const pagesDir = path.join(rootDir, 'src', 'pages');
  const entriesDir = path.join(rootDir, DEMO_ENTRIES_DIR);
  const written: string[] = [];
  const entries: string[] = [];
  const exported = exportedPageFilter();
  for (const page of findDemoPages(path.join(rootDir, 'content')).filter((entry) => exported(entry.pathname))) {
    const result = writePage(rootDir, page, layout);
    written.push(...result.routes);
    entries.push(...result.entries);
  }
  removeStale(pagesDir, isRouteFile, GENERATED_ROUTE_MARKER, written);
  removeStale(entriesDir, (name) => name.endsWith('.tsx'), GENERATED_ENTRY_MARKER, entries);
  removeStale(path.join(rootDir, PLAYGROUND_ENTRIES_DIR), (name) => name.endsWith('.tsx'), PLAYGROUND_ENTRY_MARKER, entries);
  return written;
}

/**
 * What writeDemoRoutes does for the dev server's layout (a route per language), for some pages only
 * (canonical pathnames): the dev server calls it with the pages whose files changed. Returns true when a route or demo entry of theirs was written or removed.
 */
export function writeDemoRoutesOf(rootDir: string, pathnames: readonly string[]): boolean {
  const pagesDir = path.join(rootDir, 'src', 'pages');
  const entriesRoot = path.join(rootDir, DEMO_ENTRIES_DIR);
  let changed = false;
  for (const pathname of pathnames) {
    const segments = pathname.split('/').filter(Boolean);
    const page = findDemoPage(path.join(rootDir, 'content'), pathname);
    const result = page ? writePage(rootDir, page, 'per-language') : { routes: [], entries: [], changed: false };
    changed = result.changed || changed;
    // Only this page's own files: its route in each language (not the routes of pages below it) and the
    // entries of its demos/ folder.
    for (const language of LANGUAGES) {
      const routeFile = routeFileOf(pagesDir, pathname, language);
      if (result.routes.includes(routeFile) || !fs.existsSync(routeFile) || !fs.readFileSync(routeFile, 'utf8').startsWith(GENERATED_ROUTE_MARKER)) continue;
      fs.rmSync(routeFile);
      removeEmptyDirs(path.dirname(routeFile), pagesDir);
      changed = true;
    }
    const pageEntries = path.join(entriesRoot, ...segments, 'demos');
    changed = removeStale(pageEntries, (name) => name.endsWith('.tsx'), GENERATED_ENTRY_MARKER, result.entries, entriesRoot) > 0 || changed;
    const bundleFile = pageDemosFileOf(rootDir, pathname);
    if (!result.entries.includes(bundleFile) && fs.existsSync(bundleFile) && fs.readFileSync(bundleFile, 'utf8').startsWith(GENERATED_ENTRY_MARKER)) {
      fs.rmSync(bundleFile);
      changed = true;
    }
    const playgroundEntry = playgroundEntryFileOf(rootDir, pathname);
    if (!result.entries.includes(playgroundEntry) && fs.existsSync(playgroundEntry) && fs.readFileSync(playgroundEntry, 'utf8').startsWith(PLAYGROUND_ENTRY_MARKER)) {
      fs.rmSync(playgroundEntry);
      changed = true;
    }
  }
  return changed;
}
