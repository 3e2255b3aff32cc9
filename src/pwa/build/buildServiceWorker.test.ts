import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellManifest } from './buildServiceWorker';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-manifest-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

function write(relative: string, text: string) {
  const file = path.join(out, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

describe('shellManifest', () => {
  it('precaches the shell pages, their hashed scripts and the icon sprite they draw from', () => {
    write('_next/static/chunks/app-0123.js', 'x');
    write('static/icons/shell-0a1b2c3d4e.svg', '<svg/>');
    write(
      'index.html',
      '<script src="/_next/static/chunks/app-0123.js"></script><svg><use href="/static/icons/shell-0a1b2c3d4e.svg#Menu"></use></svg>' +
        '<svg><use href="/static/icons/shell-0a1b2c3d4e.svg#Search"></use></svg><use href="/static/icons/shell-ffffffffff.svg#Gone"></use>',
    );
    const urls = shellManifest(out).map((entry) => entry.url);
    expect(urls).toContain('/');
    expect(urls).toContain('/_next/static/chunks/app-0123.js');
    // Once, and only files that exist.
    expect(urls.filter((url) => url.startsWith('/static/icons/'))).toEqual(['/static/icons/shell-0a1b2c3d4e.svg']);
  });
});
