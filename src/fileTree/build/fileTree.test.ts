import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { entriesUnder, filesUnder } from './fileTree';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-tree-'));
});

afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

function write(relative: string): void {
  const file = path.join(dir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, relative);
}

describe('filesUnder', () => {
  it('lists the files at every depth, depth first with each folder in name order (not full-path order)', () => {
    for (const file of ['b.txt', 'a.js', 'a/z.js', 'a/b/c.js', 'a-b/x.js', 'A.txt']) write(file);
    // A sort of the full paths would put a.js before a/… ('.' < '/'); a walk goes into a/ first ('a' < 'a.js').
    expect(filesUnder(dir).map((file) => path.relative(dir, file))).toEqual(['A.txt', 'a/b/c.js', 'a/z.js', 'a-b/x.js', 'a.js', 'b.txt'].map((file) => path.join(...file.split('/'))));
  });

  it('gives full paths under the folder as it was named, and nothing for an empty folder', () => {
    write('x/y.txt');
    expect(filesUnder(dir)).toEqual([path.join(dir, 'x', 'y.txt')]);
    fs.mkdirSync(path.join(dir, 'empty'));
    expect(filesUnder(path.join(dir, 'empty'))).toEqual([]);
  });

  it('lists a link to a folder as a link, without following it', () => {
    write('real/inside.txt');
    fs.symlinkSync(path.join(dir, 'real'), path.join(dir, 'link'), 'dir');
    expect(filesUnder(dir).map((file) => path.relative(dir, file))).toEqual(['link', path.join('real', 'inside.txt')]);
  });

  it('throws for a missing folder', () => {
    expect(() => filesUnder(path.join(dir, 'absent'))).toThrow(/ENOENT/);
  });
});

describe('entriesUnder', () => {
  it('gives folders before their contents, with the segments below the walked folder', () => {
    write('p/q/r.md');
    expect(entriesUnder(dir).map((entry) => [entry.segments, entry.dirent.isDirectory()])).toEqual([
      [['p'], true],
      [['p', 'q'], true],
      [['p', 'q', 'r.md'], false],
    ]);
    expect(entriesUnder(dir)[2]!.path).toBe(path.join(dir, 'p', 'q', 'r.md'));
  });
});
