import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../site/languages';
import { findDemoPages } from './demoPages';
import { readImports } from '../../blocks/build/demoSources';
import { importsDeferredPackage } from '../../blocks/demo/deferredDemos';
import { DEMO_ENTRIES_DIR, demoEntryFileOf, GENERATED_ENTRY_MARKER, renderDemoEntryModule } from './demoEntryModule';
import { GENERATED_ROUTE_MARKER, renderDemoRouteModule } from './demoRouteModule';

function routeFileOf(pagesDir: string, pathname: string, language: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const prefix = language === DEFAULT_LANGUAGE ? [] : [language];
  return path.join(pagesDir, ...prefix, ...segments, 'index.tsx');
}

/** Generated files under `dir`: those whose name passes `isCandidate` and whose text starts with `marker`. */
function listGenerated(dir: string, isCandidate: (name: string) => boolean, marker: string, found: string[] = []): string[] {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listGenerated(full, isCandidate, marker, found);
    else if (isCandidate(entry.name) && fs.readFileSync(full, 'utf8').startsWith(marker)) found.push(full);
  }
  return found;
}

function writeIfChanged(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

/** Removes the generated files under `dir` not in `keep`, and the folders that leaves empty. */
function removeStale(dir: string, isCandidate: (name: string) => boolean, marker: string, keep: string[]): void {
  for (const stale of listGenerated(dir, isCandidate, marker)) {
    if (keep.includes(stale)) continue;
    fs.rmSync(stale);
    removeEmptyDirs(path.dirname(stale), dir);
  }
}

function removeEmptyDirs(dir: string, stopAt: string): void {
  let current = dir;
  while (current.startsWith(stopAt) && current !== stopAt && fs.readdirSync(current).length === 0) {
    fs.rmdirSync(current);
    current = path.dirname(current);
  }
}

/**
 * Writes a route for every content page with demos, in every language, and an entry for each demo the
 * routes run on demand (shared by the languages); removes the routes and entries nothing needs any more.
 * Files are rewritten only when their text changes. Returns the routes.
 */
export function writeDemoRoutes(rootDir: string): string[] {
  const srcDir = path.join(rootDir, 'src');
  const pagesDir = path.join(srcDir, 'pages');
  const entriesDir = path.join(rootDir, DEMO_ENTRIES_DIR);
  const written: string[] = [];
  const entries: string[] = [];
  for (const page of findDemoPages(path.join(rootDir, 'content'))) {
    for (const source of page.demos.flatMap((demo) => demo.sources)) {
      const bindings = readImports(fs.readFileSync(source.file, 'utf8'), source.file);
      if (importsDeferredPackage(bindings)) continue;
      const entryFile = demoEntryFileOf(rootDir, source.file);
      writeIfChanged(entryFile, renderDemoEntryModule(entryFile, source.file, bindings, rootDir));
      entries.push(entryFile);
    }
    for (const language of LANGUAGES) {
      const routeFile = routeFileOf(pagesDir, page.pathname, language);
      writeIfChanged(routeFile, renderDemoRouteModule(routeFile, page, language, srcDir));
      written.push(routeFile);
    }
  }
  removeStale(pagesDir, (name) => name === 'index.tsx', GENERATED_ROUTE_MARKER, written);
  removeStale(entriesDir, (name) => name.endsWith('.tsx'), GENERATED_ENTRY_MARKER, entries);
  return written;
}
