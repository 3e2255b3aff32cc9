import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GENERATED_ENTRY_MARKER } from './demoEntryModule';
import { GENERATED_ROUTE_MARKER } from './demoRouteModule';
import { writeDemoRoutes, writeDemoRoutesOf } from './writeDemoRoutes';

const DEMO = "import Button from '@mui/material/Button';\n\nexport default function D() {\n  return <Button>D</Button>;\n}\n";
const HAND_WRITTEN = "export default function Keep() {\n  return null;\n}\n";

let root: string;
let pagesDir: string;
let enRoute: string;
let zhRoute: string;
let entryFile: string;

function write(relative: string, text: string): string {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'write-demo-routes-'));
  pagesDir = path.join(root, 'src/pages');
  fs.mkdirSync(pagesDir, { recursive: true });
  write('content/p/index.md', '# P\n\n{{"demo": "D.tsx"}}\n');
  write('content/p/demos/D.tsx', DEMO);
  enRoute = path.join(pagesDir, 'p/index.tsx');
  zhRoute = path.join(pagesDir, 'zh/p/index.tsx');
  entryFile = path.join(root, 'src/generated/demoEntries/p/demos/D.tsx');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('writeDemoRoutes', () => {
  it('writes a route for the page in every language', () => {
    const written = writeDemoRoutes(root);
    expect([...written].sort()).toEqual([enRoute, zhRoute].sort());
    for (const file of [enRoute, zhRoute]) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text.startsWith(GENERATED_ROUTE_MARKER)).toBe(true);
      expect(text).not.toContain('@mui/material/Button');
    }
    expect(fs.readFileSync(enRoute, 'utf8')).toContain('docsPageStaticProps("en", "/p")');
    expect(fs.readFileSync(zhRoute, 'utf8')).toContain('docsPageStaticProps("zh", "/p")');
    expect(fs.readFileSync(enRoute, 'utf8')).toContain("require('../../generated/demoEntries/p/pageDemos')");
    expect(fs.readFileSync(zhRoute, 'utf8')).toContain("require('../../../generated/demoEntries/p/pageDemos')");
    for (const file of [enRoute, zhRoute]) expect(fs.readFileSync(file, 'utf8')).toContain('demo("./demos/D")');
    expect(fs.readFileSync(path.join(root, 'src/generated/demoEntries/p/pageDemos.tsx'), 'utf8')).toContain(`"./demos/D": () => require('./demos/D'),`);
  });

  it('writes one route for every language in the export’s layout, and each layout removes the other’s routes', () => {
    writeDemoRoutes(root);
    const shared = path.join(pagesDir, 'p/[[...lang]].tsx');
    expect(writeDemoRoutes(root, 'one-per-page')).toEqual([shared]);
    expect(fs.readFileSync(shared, 'utf8')).toContain('languageRouteStaticProps("/p")');
    expect(fs.readFileSync(shared, 'utf8')).toContain("require('../../generated/demoEntries/p/pageDemos')");
    expect(fs.existsSync(enRoute)).toBe(false);
    expect(fs.existsSync(zhRoute)).toBe(false);
    expect(fs.existsSync(entryFile)).toBe(true);

    expect([...writeDemoRoutes(root)].sort()).toEqual([enRoute, zhRoute].sort());
    expect(fs.existsSync(shared)).toBe(false);
  });

  it("writes one entry per demo, shared by the languages, that imports the demo and its editing scope", () => {
    writeDemoRoutes(root);
    const entry = fs.readFileSync(entryFile, 'utf8');
    expect(entry.startsWith(GENERATED_ENTRY_MARKER)).toBe(true);
    expect(entry).toContain("import Demo from '../../../../../content/p/demos/D';");
    expect(entry).toContain("import Import0 from '@mui/material/Button';");
    expect(fs.readdirSync(path.dirname(entryFile))).toEqual(['D.tsx']);
  });

  it('removes the entry of a demo the page no longer shows, keeping the others', () => {
    write('content/p/index.md', '# P\n\n{{"demo": "D.tsx"}}\n\n{{"demo": "E.tsx"}}\n');
    write('content/p/demos/E.tsx', DEMO);
    writeDemoRoutes(root);
    const other = path.join(path.dirname(entryFile), 'E.tsx');
    expect(fs.existsSync(other)).toBe(true);
    write('content/p/index.md', '# P\n\n{{"demo": "D.tsx"}}\n');
    writeDemoRoutes(root);
    expect(fs.existsSync(other)).toBe(false);
    expect(fs.existsSync(entryFile)).toBe(true);
    write('content/p/index.md', '# P\n\nNo demos any more.\n');
    writeDemoRoutes(root);
    expect(fs.existsSync(path.join(root, 'src/generated/demoEntries/p'))).toBe(false);
  });

  it('changes nothing on a second call', () => {
    writeDemoRoutes(root);
    const before = new Date('2020-01-01T00:00:00Z');
    for (const file of [enRoute, zhRoute]) fs.utimesSync(file, before, before);
    const texts = [enRoute, zhRoute].map((file) => fs.readFileSync(file, 'utf8'));
    const written = writeDemoRoutes(root);
    expect([...written].sort()).toEqual([enRoute, zhRoute].sort());
    for (const file of [enRoute, zhRoute]) expect(fs.statSync(file).mtimeMs).toBe(before.getTime());
    expect([enRoute, zhRoute].map((file) => fs.readFileSync(file, 'utf8'))).toEqual(texts);
  });

  it('rewrites a route whose text changed', () => {
    writeDemoRoutes(root);
    fs.writeFileSync(enRoute, `${GENERATED_ROUTE_MARKER} stale\n`);
    writeDemoRoutes(root);
    expect(fs.readFileSync(enRoute, 'utf8')).toContain('docsPageStaticProps("en", "/p")');
  });

  it('removes the generated routes and their empty folders once the page has no demos, keeping other routes', () => {
    const keep = write('src/pages/keep.tsx', HAND_WRITTEN);
    const q = write('src/pages/q/index.tsx', HAND_WRITTEN);
    writeDemoRoutes(root);
    expect(fs.existsSync(enRoute) && fs.existsSync(zhRoute)).toBe(true);

    write('content/p/index.md', '# P\n\nNo demos any more.\n');
    expect(writeDemoRoutes(root)).toEqual([]);

    expect(fs.existsSync(enRoute)).toBe(false);
    expect(fs.existsSync(zhRoute)).toBe(false);
    expect(fs.existsSync(path.join(pagesDir, 'p'))).toBe(false);
    expect(fs.existsSync(path.join(pagesDir, 'zh/p'))).toBe(false);
    expect(fs.existsSync(path.join(pagesDir, 'zh'))).toBe(false);
    expect(fs.existsSync(pagesDir)).toBe(true);
    expect(fs.readFileSync(keep, 'utf8')).toBe(HAND_WRITTEN);
    expect(fs.readFileSync(q, 'utf8')).toBe(HAND_WRITTEN);
    expect(fs.readdirSync(pagesDir).sort()).toEqual(['keep.tsx', 'q']);
  });

  it('keeps a folder that still holds other files when removing a stale route', () => {
    writeDemoRoutes(root);
    const sibling = write('src/pages/zh/other.tsx', HAND_WRITTEN);
    fs.rmSync(path.join(root, 'content/p/demos/D.tsx'));
    writeDemoRoutes(root);
    expect(fs.existsSync(zhRoute)).toBe(false);
    expect(fs.existsSync(path.join(pagesDir, 'zh/p'))).toBe(false);
    expect(fs.readFileSync(sibling, 'utf8')).toBe(HAND_WRITTEN);
  });
});

describe('writeDemoRoutesOf (one page, as the dev server regenerates it)', () => {
  it('writes the same routes and entries as the whole run, and says whether anything changed', () => {
    expect(writeDemoRoutesOf(root, ['/p'])).toBe(true);
    const scoped = [enRoute, zhRoute, entryFile].map((file) => fs.readFileSync(file, 'utf8'));
    expect(writeDemoRoutesOf(root, ['/p'])).toBe(false);
    writeDemoRoutes(root);
    expect([enRoute, zhRoute, entryFile].map((file) => fs.readFileSync(file, 'utf8'))).toEqual(scoped);
  });

  it('follows a renamed demo: the new entry is written, the old one removed', () => {
    writeDemoRoutesOf(root, ['/p']);
    fs.renameSync(path.join(root, 'content/p/demos/D.tsx'), path.join(root, 'content/p/demos/E.tsx'));
    write('content/p/index.md', '# P\n\n{{"demo": "E.tsx"}}\n');
    expect(writeDemoRoutesOf(root, ['/p'])).toBe(true);
    expect(fs.existsSync(entryFile)).toBe(false);
    expect(fs.existsSync(path.join(root, 'src/generated/demoEntries/p/demos/E.tsx'))).toBe(true);
    expect(fs.readFileSync(enRoute, 'utf8')).toContain('demo("./demos/E")');
    const bundle = fs.readFileSync(path.join(root, 'src/generated/demoEntries/p/pageDemos.tsx'), 'utf8');
    expect(bundle).toContain("require('./demos/E')");
    expect(bundle).not.toContain("require('./demos/D')");
  });

  it('removes the routes of a page that no longer shows demos, and leaves other pages alone', () => {
    write('content/q/index.md', '# Q\n\n{{"demo": "D.tsx"}}\n');
    write('content/q/demos/D.tsx', DEMO);
    writeDemoRoutes(root);
    write('content/p/index.md', '# P\n\nNo demos any more.\n');
    expect(writeDemoRoutesOf(root, ['/p'])).toBe(true);
    expect(fs.existsSync(enRoute)).toBe(false);
    expect(fs.existsSync(zhRoute)).toBe(false);
    expect(fs.existsSync(entryFile)).toBe(false);
    expect(fs.existsSync(path.join(pagesDir, 'q/index.tsx'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'src/generated/demoEntries/q/demos/D.tsx'))).toBe(true);
  });

  it('never removes a route written by hand', () => {
    write('src/pages/p/index.tsx', HAND_WRITTEN);
    write('content/p/index.md', '# P\n\nNo demos.\n');
    expect(writeDemoRoutesOf(root, ['/p'])).toBe(false);
    expect(fs.readFileSync(enRoute, 'utf8')).toBe(HAND_WRITTEN);
  });
});
