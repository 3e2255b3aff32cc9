import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GENERATED_ENTRY_MARKER } from './demoEntryModule';
import { GENERATED_PAGE_MODULE_MARKER } from './demoPageModuleSource';
import { writeDemoPages, writeDemoPagesOf } from './writeDemoPages';
import { DEMO_PAGE_BUCKET_COUNT, demoPageBucketOf } from '../demoPageBuckets';

const DEMO = "import Button from '@mui/material/Button';\n\nexport default function D() {\n  return <Button>D</Button>;\n}\n";
const HAND_WRITTEN = "export default function Keep() {\n  return null;\n}\n";

let root: string;
let pagesDir: string;
let pageModule: string;
let indexFile: string;
let entryFile: string;

function write(relative: string, text: string): string {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

/** The pathnames the index lists, each in the bucket demoPageBucketOf gives it, sorted. */
function indexed(): string[] {
  const indexDir = path.dirname(indexFile);
  const listed: string[] = [];
  for (let bucket = 0; bucket < DEMO_PAGE_BUCKET_COUNT; bucket += 1) {
    const text = fs.readFileSync(path.join(indexDir, `${bucket}.ts`), 'utf8');
    for (const match of text.matchAll(/^ {2}"([^"]+)": \(\) => import\('([^']+)'\),$/gm)) {
      expect(demoPageBucketOf(match[1] ?? '')).toBe(bucket);
      listed.push(match[1] ?? '');
    }
  }
  expect(fs.readFileSync(indexFile, 'utf8').match(/\(\) => import\('\.\/\d+'\)/g)).toHaveLength(DEMO_PAGE_BUCKET_COUNT);
  return listed.sort();
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'write-demo-pages-'));
  pagesDir = path.join(root, 'src/pages');
  fs.mkdirSync(pagesDir, { recursive: true });
  write('content/p/index.md', '# P\n\n{{"demo": "D.tsx"}}\n');
  write('content/p/demos/D.tsx', DEMO);
  pageModule = path.join(root, 'src/generated/demoPages/p.tsx');
  indexFile = path.join(root, 'src/generated/demoPageIndex/index.ts');
  entryFile = path.join(root, 'src/generated/demoEntries/p/demos/D.tsx');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('writeDemoPages', () => {
  it("writes one module for the page, shared by the languages, and lists it in the index", () => {
    expect(writeDemoPages(root)).toEqual([pageModule]);
    const text = fs.readFileSync(pageModule, 'utf8');
    expect(text.startsWith(GENERATED_PAGE_MODULE_MARKER)).toBe(true);
    expect(text).not.toContain('@mui/material/Button');
    expect(text).toContain("require('../demoEntries/p/pageDemos')");
    expect(text).toContain('demo("./demos/D")');
    expect(fs.readFileSync(path.join(root, 'src/generated/demoEntries/p/pageDemos.tsx'), 'utf8')).toContain(`"./demos/D": () => require('./demos/D'),`);
    expect(indexed()).toEqual(['/p']);
    expect(fs.readFileSync(path.join(path.dirname(indexFile), `${demoPageBucketOf('/p')}.ts`), 'utf8')).toContain(`"/p": () => import('../demoPages/p'),`);
    // No route: the catch-all route renders the page.
    expect(fs.readdirSync(pagesDir)).toEqual([]);
  });

  it("writes one entry per demo that imports the demo and its editing scope", () => {
    writeDemoPages(root);
    const entry = fs.readFileSync(entryFile, 'utf8');
    expect(entry.startsWith(GENERATED_ENTRY_MARKER)).toBe(true);
    expect(entry).toContain("import Demo from '../../../../../content/p/demos/D';");
    expect(entry).toContain("import Import0 from '@mui/material/Button';");
    expect(fs.readdirSync(path.dirname(entryFile))).toEqual(['D.tsx']);
  });

  it('removes the entry of a demo the page no longer shows, keeping the others', () => {
    write('content/p/index.md', '# P\n\n{{"demo": "D.tsx"}}\n\n{{"demo": "E.tsx"}}\n');
    write('content/p/demos/E.tsx', DEMO);
    writeDemoPages(root);
    const other = path.join(path.dirname(entryFile), 'E.tsx');
    expect(fs.existsSync(other)).toBe(true);
    write('content/p/index.md', '# P\n\n{{"demo": "D.tsx"}}\n');
    writeDemoPages(root);
    expect(fs.existsSync(other)).toBe(false);
    expect(fs.existsSync(entryFile)).toBe(true);
    write('content/p/index.md', '# P\n\nNo demos any more.\n');
    writeDemoPages(root);
    expect(fs.existsSync(path.join(root, 'src/generated/demoEntries/p'))).toBe(false);
  });

  it('changes nothing on a second call', () => {
    writeDemoPages(root);
    const before = new Date('2020-01-01T00:00:00Z');
    for (const file of [pageModule, indexFile]) fs.utimesSync(file, before, before);
    const texts = [pageModule, indexFile].map((file) => fs.readFileSync(file, 'utf8'));
    expect(writeDemoPages(root)).toEqual([pageModule]);
    for (const file of [pageModule, indexFile]) expect(fs.statSync(file).mtimeMs).toBe(before.getTime());
    expect([pageModule, indexFile].map((file) => fs.readFileSync(file, 'utf8'))).toEqual(texts);
  });

  it('rewrites a module whose text changed', () => {
    writeDemoPages(root);
    fs.writeFileSync(pageModule, `${GENERATED_PAGE_MODULE_MARKER} stale\n`);
    writeDemoPages(root);
    expect(fs.readFileSync(pageModule, 'utf8')).toContain('demo("./demos/D")');
  });

  it('removes the module of a page without demos any more, and its folders, from the index too', () => {
    write('content/q/r/index.md', '# R\n\n{{"demo": "D.tsx"}}\n');
    write('content/q/r/demos/D.tsx', DEMO);
    writeDemoPages(root);
    expect(indexed()).toEqual(['/p', '/q/r']);
    write('content/q/r/index.md', '# R\n\nNo demos any more.\n');
    expect(writeDemoPages(root)).toEqual([pageModule]);
    expect(fs.existsSync(path.join(root, 'src/generated/demoPages/q'))).toBe(false);
    expect(indexed()).toEqual(['/p']);
  });

  it('removes the routes an earlier generate wrote for each page with demos, and never a route written by hand', () => {
    const keep = write('src/pages/keep.tsx', HAND_WRITTEN);
    const handWritten = write('src/pages/q/index.tsx', HAND_WRITTEN);
    const former = write('src/pages/p/index.tsx', `${GENERATED_PAGE_MODULE_MARKER} from content/p/. Do not edit.\n`);
    const formerZh = write('src/pages/zh/p/index.tsx', `${GENERATED_PAGE_MODULE_MARKER} from content/p/. Do not edit.\n`);
    writeDemoPages(root);
    expect(fs.existsSync(former) || fs.existsSync(formerZh)).toBe(false);
    expect(fs.existsSync(path.join(pagesDir, 'zh'))).toBe(false);
    expect(fs.readFileSync(keep, 'utf8')).toBe(HAND_WRITTEN);
    expect(fs.readFileSync(handWritten, 'utf8')).toBe(HAND_WRITTEN);
    expect(fs.readdirSync(pagesDir).sort()).toEqual(['keep.tsx', 'q']);
  });
});

describe('writeDemoPagesOf (one page, as the dev server regenerates it)', () => {
  it('writes the same module, index and entries as the whole run, and says whether anything changed', () => {
    expect(writeDemoPagesOf(root, ['/p'])).toBe(true);
    const scoped = [pageModule, indexFile, entryFile].map((file) => fs.readFileSync(file, 'utf8'));
    expect(writeDemoPagesOf(root, ['/p'])).toBe(false);
    writeDemoPages(root);
    expect([pageModule, indexFile, entryFile].map((file) => fs.readFileSync(file, 'utf8'))).toEqual(scoped);
  });

  it('follows a renamed demo: the new entry is written, the old one removed', () => {
    writeDemoPagesOf(root, ['/p']);
    fs.renameSync(path.join(root, 'content/p/demos/D.tsx'), path.join(root, 'content/p/demos/E.tsx'));
    write('content/p/index.md', '# P\n\n{{"demo": "E.tsx"}}\n');
    expect(writeDemoPagesOf(root, ['/p'])).toBe(true);
    expect(fs.existsSync(entryFile)).toBe(false);
    expect(fs.existsSync(path.join(root, 'src/generated/demoEntries/p/demos/E.tsx'))).toBe(true);
    expect(fs.readFileSync(pageModule, 'utf8')).toContain('demo("./demos/E")');
    const bundle = fs.readFileSync(path.join(root, 'src/generated/demoEntries/p/pageDemos.tsx'), 'utf8');
    expect(bundle).toContain("require('./demos/E')");
    expect(bundle).not.toContain("require('./demos/D')");
  });

  it('removes the module of a page that no longer shows demos, and leaves other pages alone', () => {
    write('content/q/index.md', '# Q\n\n{{"demo": "D.tsx"}}\n');
    write('content/q/demos/D.tsx', DEMO);
    writeDemoPages(root);
    write('content/p/index.md', '# P\n\nNo demos any more.\n');
    expect(writeDemoPagesOf(root, ['/p'])).toBe(true);
    expect(fs.existsSync(pageModule)).toBe(false);
    expect(fs.existsSync(entryFile)).toBe(false);
    expect(indexed()).toEqual(['/q']);
    expect(fs.existsSync(path.join(root, 'src/generated/demoPages/q.tsx'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'src/generated/demoEntries/q/demos/D.tsx'))).toBe(true);
  });

  it('says a page that gets its first demo changed: the index lists it', () => {
    write('content/p/index.md', '# P\n\nNo demos yet.\n');
    writeDemoPages(root);
    expect(indexed()).toEqual([]);
    write('content/p/index.md', '# P\n\n{{"demo": "D.tsx"}}\n');
    expect(writeDemoPagesOf(root, ['/p'])).toBe(true);
    expect(indexed()).toEqual(['/p']);
  });
});
