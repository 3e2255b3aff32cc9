import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findDemoPages } from './demoPages';

const DEMO_TSX = 'export default function Demo() {\n  return null;\n}\n';

let content: string;

beforeEach(() => {
  content = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-pages-'));
});

afterEach(() => {
  fs.rmSync(content, { recursive: true, force: true });
});

function write(relative: string, text: string): string {
  const file = path.join(content, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

function writeTree() {
  const aEn = write(
    'a/index.md',
    [
      '---',
      'title: A',
      '---',
      '# A',
      '',
      '{{"demo": "One.tsx"}}',
      '',
      'Text between.',
      '',
      '{{"demo": "Styled", "bg": "inline"}}',
      '',
      '{{"demo": "One.tsx", "defaultCodeOpen": true}}',
      '',
      '{{"demo": "Missing.tsx"}}',
      '',
    ].join('\n'),
  );
  const aZh = write('a/index.zh.md', '# A\n\n{{"demo": "One.tsx"}}\n');
  const one = write('a/demos/One.tsx', DEMO_TSX);
  const styledSystem = write('a/demos/Styled/system.tsx', DEMO_TSX);
  const styledCss = write('a/demos/Styled/css.tsx', DEMO_TSX);
  write('b/index.md', '# B\n\nNo demos here. The text {{"demo": "X.tsx"}} is inline.\n');
  const demosPage = write('demos/index.md', '# Demos\n\n{{"demo": "Solo.tsx"}}\n');
  const solo = write('demos/demos/Solo.tsx', DEMO_TSX);
  return { aEn, aZh, one, styledSystem, styledCss, demosPage, solo };
}

describe('findDemoPages', () => {
  it('returns only the pages with demos, each demo once, with the markdown files of both languages', () => {
    const files = writeTree();
    const pages = [...findDemoPages(content)].sort((x, y) => x.pathname.localeCompare(y.pathname));
    expect(pages).toEqual([
      {
        pathname: '/a',
        markdownFiles: [files.aEn, files.aZh],
        components: [],
        playgrounds: [],
        demos: [
          { name: 'One', sources: [{ styling: 'system', file: files.one }], options: {} },
          {
            name: 'Styled',
            sources: [
              { styling: 'system', file: files.styledSystem },
              { styling: 'css', file: files.styledCss },
            ],
            options: { bg: 'inline' },
          },
        ],
      },
      {
        pathname: '/demos',
        markdownFiles: [files.demosPage],
        components: [],
        playgrounds: [],
        demos: [{ name: 'Solo', sources: [{ styling: 'system', file: files.solo }], options: {} }],
      },
    ]);
  });

  it('skips a directive naming a missing demo without throwing', () => {
    write('c/index.md', '{{"demo": "Gone.tsx"}}\n\n{{"demo": "GoneFolder"}}\n');
    expect(() => findDemoPages(content)).not.toThrow();
    expect(findDemoPages(content)).toEqual([]);
  });

  it('gives a page with a playground the components its entry needs: its own, its markup’s and its render props’', () => {
    write(
      'material-ui/react-autocomplete/index.md',
      "---\ntitle: Autocomplete\nplayground: { component: Autocomplete, markup: '<Paper>Text</Paper>', renders: { renderInput: '<TextField label=\"Pet\" />' } }\n---\n\n# Autocomplete\n",
    );
    expect(findDemoPages(content).map((page) => page.playgrounds)).toEqual([['Autocomplete', 'Paper', 'TextField']]);
  });

  it('finds nested pages, with their full pathname', () => {
    const md = write('material-ui/react-button/index.md', '{{"demo": "Basic.tsx"}}\n');
    const demo = write('material-ui/react-button/demos/Basic.tsx', DEMO_TSX);
    expect(findDemoPages(content)).toEqual([
      { pathname: '/material-ui/react-button', markdownFiles: [md], components: [], playgrounds: [], demos: [{ name: 'Basic', sources: [{ styling: 'system', file: demo }], options: {} }] },
    ]);
  });

  it('leaves out Markdown inside a page’s demos/ folder, but not a demos/ folder without an index.md beside it', () => {
    write('p/index.md', '{{"demo": "D.tsx"}}\n');
    write('p/demos/D.tsx', DEMO_TSX);
    write('p/demos/index.md', '{{"demo": "D.tsx"}}\n');
    write('p/demos/deeper/index.md', '{{"demo": "D.tsx"}}\n');
    write('p/demos/deeper/demos/D.tsx', DEMO_TSX);
    const nested = write('q/demos/index.md', '{{"demo": "E.tsx"}}\n');
    write('q/demos/demos/E.tsx', DEMO_TSX);
    const pages = findDemoPages(content);
    expect(pages.map((page) => page.pathname)).toEqual(['/p', '/q/demos']);
    expect(pages[1]!.markdownFiles).toEqual([nested]);
  });

  it('returns nothing for a missing or empty content folder', () => {
    expect(findDemoPages(content)).toEqual([]);
    expect(findDemoPages(path.join(content, 'absent'))).toEqual([]);
  });
});
