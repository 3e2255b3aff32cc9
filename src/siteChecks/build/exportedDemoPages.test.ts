import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { exportedPagesWithDemos } from './exportedDemoPages';
import { exportFilesUnder } from './checkExportedLinks';

let out: string;

beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'export-'));
});

afterEach(() => {
  fs.rmSync(out, { recursive: true, force: true });
});

function write(relative: string, text = ''): void {
  const file = path.join(out, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

const WITH_DEMO = '<div data-demo="BasicButtons"></div>';

describe('exportedPagesWithDemos', () => {
  it('lists the English pages at any depth whose HTML holds a demo, sorted, with their demo counts whether they offer stylings and how many load on demand', () => {
    write('index.html', WITH_DEMO);
    write('material-ui/react-button/index.html', `${WITH_DEMO}<p>data-demo="not an attribute"</p>${WITH_DEMO.replace('Basic', 'Text')}`);
    write('material-ui/react-button/deeper/index.html', WITH_DEMO);
    write('material-ui/getting-started/index.html', '<p>No demo, only the word data-demo.</p>');
    write('material-ui/index.html', WITH_DEMO);
    write('x/react-data-grid/sorting/index.html', '<div data-demo="SortingGrid"><div data-deferred-demo="waiting"></div></div>');
    write('base-ui/react-menu/index.html', `<div data-demo="MenuIntroduction"><button aria-label="Styling solution: MUI System"></button></div>`);
    write('x/other.html', WITH_DEMO);
    write('zh/material-ui/react-button/index.html', WITH_DEMO);
    write('_next/static/index.html', WITH_DEMO);
    write('static/x/index.html', WITH_DEMO);
    expect(exportedPagesWithDemos(out)).toEqual([
      { pathname: '/base-ui/react-menu/', demos: 1, stylings: true, deferred: 0 },
      { pathname: '/material-ui/', demos: 1, stylings: false, deferred: 0 },
      { pathname: '/material-ui/react-button/', demos: 2, stylings: false, deferred: 0 },
      { pathname: '/material-ui/react-button/deeper/', demos: 1, stylings: false, deferred: 0 },
      { pathname: '/x/react-data-grid/sorting/', demos: 1, stylings: false, deferred: 1 },
    ]);
  });

  it('returns nothing without an export', () => {
    expect(exportedPagesWithDemos(path.join(out, 'absent'))).toEqual([]);
  });
});

describe('exportFilesUnder', () => {
  it('lists the files whose name passes the filter, at any depth, sorted', () => {
    for (const file of ['b/index.html', 'a.css', 'index.html', 'sitemap.xml', '_next/static/css/x.css', 'x.js']) write(file);
    const relative = (files: string[]) => files.map((file) => path.relative(out, file).split(path.sep).join('/'));
    expect(relative(exportFilesUnder(out, (name) => name.endsWith('.html')))).toEqual(['b/index.html', 'index.html']);
    expect(relative(exportFilesUnder(out, (name) => /\.(css|xml)$/.test(name)))).toEqual(['_next/static/css/x.css', 'a.css', 'sitemap.xml']);
  });
});
