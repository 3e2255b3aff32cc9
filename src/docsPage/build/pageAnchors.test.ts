import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOfContentPage, englishHeadingsOf } from './pageAnchors';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-anchors-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(relative: string, text: string): string {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

const demo = "export default function D() {\n  return null;\n}\n";

describe('anchorsOfContentPage', () => {
  it('lists the headings, the demos in both languages and stylings, and the closing API section', () => {
    write('p/demos/Basic.tsx', demo);
    write('p/demos/Fancy/system.tsx', demo);
    write('p/demos/Fancy/css.tsx', demo);
    const file = write('p/index.md', '---\ntitle: P\ndescription: D.\ncomponents: Button\n---\n\n# P\n\n## Sizes\n\n{{"demo": "Basic.tsx"}}\n\n### Small ones\n\n{{"demo": "Fancy"}}\n');
    expect([...anchorsOfContentPage(file)!].sort()).toEqual(
      ['sizes', 'small-ones', 'Basic.tsx', 'Basic.js', 'Fancy.tsx', 'Fancy.js', 'system-Fancy.tsx', 'system-Fancy.js', 'css-Fancy.tsx', 'css-Fancy.js', 'api'].sort(),
    );
    expect(englishHeadingsOf(file)).toEqual([
      { level: 2, text: 'Sizes', hash: 'sizes' },
      { level: 3, text: 'Small ones', hash: 'small-ones' },
    ]);
  });

  it('reads the file again once it changed (the dev server keeps this module loaded)', () => {
    const file = write('q/index.md', '---\ntitle: Q\ndescription: D.\n---\n\n## Before\n');
    expect(anchorsOfContentPage(file)).toEqual(new Set(['before']));
    fs.writeFileSync(file, '---\ntitle: Q\ndescription: D.\n---\n\n## After\n');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect(anchorsOfContentPage(file)).toEqual(new Set(['after']));
  });

  it('knows no anchors of a page that does not render or does not exist', () => {
    expect(anchorsOfContentPage(write('r/index.md', '# No front matter\n'))).toBeNull();
    expect(anchorsOfContentPage(path.join(dir, 'missing/index.md'))).toBeNull();
    expect(englishHeadingsOf(path.join(dir, 'missing/index.md'))).toEqual([]);
  });
});
