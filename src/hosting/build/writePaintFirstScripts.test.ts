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
});
