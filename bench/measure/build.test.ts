import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { countPages } from './build';

let out: string;

beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-out-'));
});

afterEach(() => {
  fs.rmSync(out, { recursive: true, force: true });
});

describe('countPages', () => {
  it('counts the HTML files of an export at every depth', () => {
    for (const file of ['index.html', '404.html', 'a/index.html', 'a/b/c/index.html', 'zh/a/index.html', 'a/data.json', '_next/x.js']) {
      fs.mkdirSync(path.join(out, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(out, file), '');
    }
    expect(countPages(out)).toBe(5);
  });
});
