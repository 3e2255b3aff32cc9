import fs from 'node:fs';
import path from 'node:path';
import { resolveDemoSources, type DemoSourceFile } from '../../blocks/build/demoSources';
import type { DemoOptions } from '../../blocks/demo/types';
import { parseComponentDirective, parseDemoDirective } from '../../markdown/build/markdownDirectives';

export interface DemoPageEntry {
  /** Canonical pathname: `/material-ui/react-button`. */
  pathname: string;
  /** Markdown files of the page (English, and any translation). */
  markdownFiles: string[];
  demos: Array<{ name: string; sources: DemoSourceFile[]; options: DemoOptions }>;
  /** Docs tools the page embeds (`src/tools/<name>.tsx`). */
  components: string[];
}

function walkMarkdown(dir: string, found: string[] = []): string[] {
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      // A page keeps its demos in demos/ beside its index.md; a page may itself be named "demos".
      const isDemoFolder = entry.name === 'demos' && fs.existsSync(path.join(dir, 'index.md'));
      if (!isDemoFolder) walkMarkdown(full, found);
    } else if (/^index(\.[a-z]{2})?\.md$/.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/**
 * Content pages that show demos or docs tools, with the demos' source files. These pages get a route of their
 * own, so each page's JavaScript holds its demos and nothing else.
 */
export function findDemoPages(contentDir: string): DemoPageEntry[] {
  const pages = new Map<string, DemoPageEntry>();
  for (const file of walkMarkdown(contentDir).sort()) {
    const pageDir = path.dirname(file);
    const pathname = `/${path.relative(contentDir, pageDir).split(path.sep).join('/')}`;
    const entry = pages.get(pathname) ?? { pathname, markdownFiles: [], demos: [], components: [] };
    entry.markdownFiles.push(file);
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      let directive;
      let component: string | null = null;
      try {
        directive = parseDemoDirective(line);
        component = directive ? null : parseComponentDirective(line);
      } catch {
        continue; // reported with the file name when the page itself is rendered
      }
      if (component && !entry.components.includes(component)) entry.components.push(component);
      if (!directive || entry.demos.some((demo) => demo.name === directive.demo.replace(/\.tsx$/, ''))) continue;
      try {
        entry.demos.push({ ...resolveDemoSources(path.join(pageDir, 'demos'), directive.demo), options: directive.options });
      } catch {
        continue; // idem: a missing demo fails that page's build with its file named
      }
    }
    pages.set(pathname, entry);
  }
  return [...pages.values()].filter((page) => page.demos.length > 0 || page.components.length > 0);
}
