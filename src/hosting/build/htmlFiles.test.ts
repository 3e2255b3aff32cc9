import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { htmlFilesUnder } from './htmlFiles';

let out: string;

beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'html-files-'));
});

afterEach(() => {
  fs.rmSync(out, { recursive: true, force: true });
});

describe('htmlFilesUnder', () => {
  it('finds every .html file at any depth, in walk order, and nothing else', () => {
    for (const file of ['index.html', '404.html', 'a/index.html', 'a/b/index.html', 'a/b/data.json', '_next/static/x.js', 'zh/a/index.html', 'styles.css']) {
      fs.mkdirSync(path.join(out, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), '');
    }
    fs.mkdirSync(path.join(out, 'folder.html'));
    expect(htmlFilesUnder(out).map((file) => path.relative(out, file).split(path.sep).join('/'))).toEqual([
      '404.html',
      'a/b/index.html',
      'a/index.html',
      'index.html',
      'zh/a/index.html',
    ]);
  });
});
