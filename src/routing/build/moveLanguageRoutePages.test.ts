import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moveLanguageRoutePages } from './moveLanguageRoutePages';

let out: string;
const file = (relative: string) => path.join(out, ...relative.split('/'));
function write(relative: string, text: string): void {
  fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
  fs.writeFileSync(file(relative), text);
}

beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'language-route-pages-'));
});
afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

describe('moveLanguageRoutePages', () => {
  it("moves each Chinese page of a shared route to the Chinese folder, and leaves the pages below it in place", () => {
    write('x/grid/index.html', 'en grid');
    write('x/grid/zh/index.html', 'zh grid');
    write('x/grid/sorting/index.html', 'en sorting');
    write('x/grid/sorting/zh/index.html', 'zh sorting');
    write('zh/x/grid/editing/index.html', 'zh editing, a catch-all page');

    expect(moveLanguageRoutePages(out, ['/x/grid', '/x/grid/sorting', '/material-ui/react-chip'])).toBe(2);
    expect(fs.readFileSync(file('zh/x/grid/index.html'), 'utf8')).toBe('zh grid');
    expect(fs.readFileSync(file('zh/x/grid/sorting/index.html'), 'utf8')).toBe('zh sorting');
    expect(fs.existsSync(file('x/grid/zh'))).toBe(false);
    expect(fs.existsSync(file('x/grid/sorting/zh'))).toBe(false);
    expect(fs.readFileSync(file('x/grid/index.html'), 'utf8')).toBe('en grid');
    expect(fs.readFileSync(file('zh/x/grid/editing/index.html'), 'utf8')).toBe('zh editing, a catch-all page');

    // A second run finds nothing left to move.
    expect(moveLanguageRoutePages(out, ['/x/grid', '/x/grid/sorting'])).toBe(0);
  });

  it('refuses to replace a page already served at the destination', () => {
    write('p/zh/index.html', 'from the shared route');
    write('zh/p/index.html', 'from another route');
    expect(() => moveLanguageRoutePages(out, ['/p'])).toThrow(/already holds a page/);
    expect(fs.readFileSync(file('zh/p/index.html'), 'utf8')).toBe('from another route');
  });
});
