import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, DEFAULT_LANGUAGE } from '../../site/languages';
import { findDemoPages } from './demoPages';
import { GENERATED_ROUTE_MARKER, renderDemoRouteModule } from './demoRouteModule';

function routeFileOf(pagesDir: string, pathname: string, language: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const prefix = language === DEFAULT_LANGUAGE ? [] : [language];
  return path.join(pagesDir, ...prefix, ...segments, 'index.tsx');
}

function listGeneratedRoutes(dir: string, found: string[] = []): string[] {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listGeneratedRoutes(full, found);
    else if (entry.name === 'index.tsx' && fs.readFileSync(full, 'utf8').startsWith(GENERATED_ROUTE_MARKER)) found.push(full);
  }
  return found;
}

function removeEmptyDirs(dir: string, stopAt: string): void {
  let current = dir;
  while (current.startsWith(stopAt) && current !== stopAt && fs.readdirSync(current).length === 0) {
    fs.rmdirSync(current);
    current = path.dirname(current);
  }
}

/**
 * Writes a route for every content page with demos, in every language, and removes routes whose
 * page no longer has demos. Files are rewritten only when their text changes. Returns the routes.
 */
export function writeDemoRoutes(rootDir: string): string[] {
  const srcDir = path.join(rootDir, 'src');
  const pagesDir = path.join(srcDir, 'pages');
  const written: string[] = [];
  for (const page of findDemoPages(path.join(rootDir, 'content'))) {
    for (const language of LANGUAGES) {
      const routeFile = routeFileOf(pagesDir, page.pathname, language);
      const text = renderDemoRouteModule(routeFile, page, language, srcDir);
      fs.mkdirSync(path.dirname(routeFile), { recursive: true });
      if (!fs.existsSync(routeFile) || fs.readFileSync(routeFile, 'utf8') !== text) fs.writeFileSync(routeFile, text);
      written.push(routeFile);
    }
  }
  for (const stale of listGeneratedRoutes(pagesDir)) {
    if (written.includes(stale)) continue;
    fs.rmSync(stale);
    removeEmptyDirs(path.dirname(stale), pagesDir);
  }
  return written;
}
