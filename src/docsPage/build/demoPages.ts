import fs from 'node:fs';
import path from 'node:path';
import { resolveDemoSources, type DemoSourceFile } from '../../blocks/build/demoSources';
import { entriesUnder } from '../../fileTree/build/fileTree';
import type { DemoOptions } from '../demoModel';
import { parseComponentDirective, parseDemoDirective, parsePlaygroundDirective } from '../../markdown/build/markdownDirectives';
import { splitFrontMatter } from '../../markdown/build/frontMatter';
import { readPlaygroundOptions, type PlaygroundOptions } from '../../playground/playgroundOptions';
import { markupComponentNames, parseMarkup } from '../../playground/build/parseMarkup';
import { parse as parseYaml } from 'yaml';

export interface DemoPageEntry {
  /** Canonical pathname: `/material-ui/react-button`. */
  pathname: string;
  /** Markdown files of the page (English, and any translation). */
  markdownFiles: string[];
  demos: Array<{ name: string; sources: DemoSourceFile[]; options: DemoOptions }>;
  /** Docs tools the page embeds (`src/tools/<name>.tsx`). */
  components: string[];
  /** Components of the page's props playgrounds, as written (`Button`, `@mui/joy/Button`). */
  playgrounds: string[];
}

/** The component of the front matter's `playground`, if it has a valid one (problems are reported when the page renders). */
/** The components a playground's options name: its own, its items' and those of its sample markup and render props. */
function playgroundComponents(options: PlaygroundOptions | null | undefined): string[] {
  if (!options) return [];
  const parts = [options.markup, ...Object.values(options.renders ?? {})].flatMap((source) => {
    const parsed = source ? parseMarkup(source) : [];
    return typeof parsed === 'string' ? [] : markupComponentNames(parsed);
  });
  return [options.component, ...(options.item ? [options.item.component] : []), ...parts];
}

function frontMatterPlayground(source: string): string[] {
  const { yaml } = splitFrontMatter(source);
  if (!yaml || !/^playground\s*:/m.test(yaml)) return [];
  try {
    const data: unknown = parseYaml(yaml);
    return playgroundComponents(readPlaygroundOptions((data as { playground?: unknown }).playground));
  } catch {
    return [];
  }
}

/** The page files under `dir` (`index.md`, `index.zh.md`…), leaving out what a page's demos/ folder holds. */
function walkMarkdown(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const entries = entriesUnder(dir);
  const key = (segments: readonly string[]) => segments.join('/');
  const pageFolders = new Set(
    entries.filter((entry) => entry.dirent.name === 'index.md' && !entry.dirent.isDirectory()).map((entry) => key(entry.segments.slice(0, -1))),
  );
  // A page keeps its demos in demos/ beside its index.md; a page may itself be named "demos".
  const inDemoFolder = (segments: readonly string[]) =>
    segments.some((name, index) => index < segments.length - 1 && name === 'demos' && pageFolders.has(key(segments.slice(0, index))));
  return entries
    .filter((entry) => !entry.dirent.isDirectory() && /^index(\.[a-z]{2})?\.md$/.test(entry.dirent.name) && !inDemoFolder(entry.segments))
    .map((entry) => entry.path);
}

/**
 * Content pages that show demos or docs tools, with the demos' source files. These pages get a route of their
 * own, so each page's JavaScript holds its demos and nothing else.
 */
export function findDemoPages(contentDir: string): DemoPageEntry[] {
  const filesByPage = new Map<string, string[]>();
  for (const file of walkMarkdown(contentDir).sort()) {
    const pathname = `/${path.relative(contentDir, path.dirname(file)).split(path.sep).join('/')}`;
    filesByPage.set(pathname, [...(filesByPage.get(pathname) ?? []), file]);
  }
  return [...filesByPage].map(([pathname, files]) => readDemoPage(pathname, files)).filter(hasOwnRoute);
}

/**
 * One page of `contentDir` (canonical pathname), read as findDemoPages reads it; null when the page has no
 * Markdown, or neither demos nor tools (it needs no route of its own).
 */
export function findDemoPage(contentDir: string, pathname: string): DemoPageEntry | null {
  const pageDir = path.join(contentDir, ...pathname.split('/').filter(Boolean));
  const files = fs.existsSync(pageDir)
    ? fs
        .readdirSync(pageDir)
        .filter((name) => /^index(\.[a-z]{2})?\.md$/.test(name))
        .sort()
        .map((name) => path.join(pageDir, name))
    : [];
  if (files.length === 0) return null;
  const page = readDemoPage(pathname, files);
  return hasOwnRoute(page) ? page : null;
}

const hasOwnRoute = (page: DemoPageEntry) => page.demos.length > 0 || page.components.length > 0 || page.playgrounds.length > 0;

function readDemoPage(pathname: string, markdownFiles: readonly string[]): DemoPageEntry {
  const entry: DemoPageEntry = { pathname, markdownFiles: [], demos: [], components: [], playgrounds: [] };
  const addPlayground = (names: readonly string[]) => {
    for (const name of names) if (!entry.playgrounds.includes(name)) entry.playgrounds.push(name);
  };
  for (const file of markdownFiles) {
    const pageDir = path.dirname(file);
    entry.markdownFiles.push(file);
    const source = fs.readFileSync(file, 'utf8');
    addPlayground(frontMatterPlayground(source));
    for (const line of source.split('\n')) {
      let directive;
      let component: string | null = null;
      try {
        directive = parseDemoDirective(line);
        addPlayground(directive ? [] : playgroundComponents(parsePlaygroundDirective(line)));
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
  }
  return entry;
}
