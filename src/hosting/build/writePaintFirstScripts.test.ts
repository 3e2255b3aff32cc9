import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markDisabledButtons } from './serverDisabledButtons';
import { scriptsLoadedAfterPaint } from './paintFirstScripts';
import { writePaintFirstScripts } from './writePaintFirstScripts';

const PAGE =
  '<head><script src="/_next/static/chunks/a.js" defer=""></script></head>' +
  '<body><button class="MuiButton-root Mui-disabled">Save</button></body>';

describe('writePaintFirstScripts', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rewrites each page once, with the other rewrite it is given applied in the same pass', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paint-first-'));
    const file = path.join(dir, 'guide', 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, PAGE);
    const seen: string[] = [];
    const result = writePaintFirstScripts(dir, (html) => {
      seen.push(html);
      return markDisabledButtons(html).html;
    });
    expect(seen).toEqual([PAGE]);
    expect(result).toMatchObject({ pages: 1, rewritten: 1 });
    expect([...result.bootScripts]).toEqual(['/_next/static/chunks/a.js']);
    const written = fs.readFileSync(file, 'utf8');
    expect(written).toContain('<button class="MuiButton-root Mui-disabled" disabled="">Save</button>');
    expect(scriptsLoadedAfterPaint(written)).toEqual(['/_next/static/chunks/a.js']);
  });

  it('bundles the chunks every page lists into one file that the pages load instead', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paint-first-'));
    const chunk = (id: number) => `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${id},e=>{}]);`;
    fs.mkdirSync(path.join(dir, '_next', 'static', 'chunks'), { recursive: true });
    for (const [name, id] of [['shared-a', 1], ['shared-b', 2], ['own', 3]] as const) fs.writeFileSync(path.join(dir, '_next', 'static', 'chunks', `${name}.js`), chunk(id));
    const script = (name: string) => `<script src="/_next/static/chunks/${name}.js" defer=""></script>`;
    const pages = { guide: script('shared-a') + script('own') + script('shared-b'), api: script('shared-a') + script('shared-b') };
    for (const [name, head] of Object.entries(pages)) {
      fs.mkdirSync(path.join(dir, name), { recursive: true });
      fs.writeFileSync(path.join(dir, name, 'index.html'), `<head>${head}</head><body></body>`);
    }
    const result = writePaintFirstScripts(dir);
    const bundle = result.bundle!;
    expect(bundle.chunks).toEqual(['/_next/static/chunks/shared-a.js', '/_next/static/chunks/shared-b.js']);
    expect(fs.readFileSync(path.join(dir, ...bundle.publicPath.split('/').filter(Boolean)), 'utf8')).toBe(bundle.content);
    expect(scriptsLoadedAfterPaint(fs.readFileSync(path.join(dir, 'guide', 'index.html'), 'utf8'))).toEqual([bundle.publicPath, '/_next/static/chunks/own.js']);
    expect(scriptsLoadedAfterPaint(fs.readFileSync(path.join(dir, 'api', 'index.html'), 'utf8'))).toEqual([bundle.publicPath]);
    expect([...result.bootScripts].sort()).toEqual([bundle.publicPath, '/_next/static/chunks/own.js'].sort());
    // A second run finds the pages listing the bundle, not its chunks: it changes nothing.
    const again = writePaintFirstScripts(dir);
    expect(again).toMatchObject({ rewritten: 0, bundle: null });
  });
});
